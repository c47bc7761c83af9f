/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_ReferralInputs */

const spec_auth_referral = /** @type {(inputs: Auth_ReferralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referral code (optional)`)
};

const am_auth_referral = /** @type {(inputs: Auth_ReferralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የጋባዥ ኮድ (ካለ)`)
};

const en_auth_referral = /** @type {(inputs: Auth_ReferralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referral code (optional)`)
};

/**
* | output |
* | --- |
* | "Referral code (optional)" |
*
* @param {Auth_ReferralInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_referral = /** @type {((inputs?: Auth_ReferralInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_ReferralInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_auth_referral(inputs)
	if (locale === "en") return en_auth_referral(inputs)
	return spec_auth_referral(inputs)
});