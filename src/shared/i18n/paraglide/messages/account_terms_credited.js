/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Terms_CreditedInputs */

const spec_account_terms_credited = /** @type {(inputs: Account_Terms_CreditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rewards are credited after the friend's first login.`)
};

const am_account_terms_credited = /** @type {(inputs: Account_Terms_CreditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ሽልማቱ የሚገባው ጓደኛው ለመጀመሪያ ጊዜ ከገባ በኋላ ነው።`)
};

const en_account_terms_credited = /** @type {(inputs: Account_Terms_CreditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rewards are credited after the friend's first login.`)
};

/**
* | output |
* | --- |
* | "Rewards are credited after the friend's first login." |
*
* @param {Account_Terms_CreditedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_credited = /** @type {((inputs?: Account_Terms_CreditedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Terms_CreditedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_terms_credited(inputs)
	if (locale === "en") return en_account_terms_credited(inputs)
	return spec_account_terms_credited(inputs)
});