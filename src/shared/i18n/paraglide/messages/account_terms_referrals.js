/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Terms_ReferralsInputs */

const spec_account_terms_referrals = /** @type {(inputs: Account_Terms_ReferralsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referrals`)
};

const am_account_terms_referrals = /** @type {(inputs: Account_Terms_ReferralsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ግብዣዎች`)
};

const en_account_terms_referrals = /** @type {(inputs: Account_Terms_ReferralsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referrals`)
};

/**
* | output |
* | --- |
* | "Referrals" |
*
* @param {Account_Terms_ReferralsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_referrals = /** @type {((inputs?: Account_Terms_ReferralsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Terms_ReferralsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_terms_referrals(inputs)
	if (locale === "en") return en_account_terms_referrals(inputs)
	return spec_account_terms_referrals(inputs)
});