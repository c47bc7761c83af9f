/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Bad_ReferralInputs */

const spec_auth_bad_referral = /** @type {(inputs: Auth_Bad_ReferralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid referral number!`)
};

const am_auth_bad_referral = /** @type {(inputs: Auth_Bad_ReferralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የጋባዡ ቁጥር ልክ አይደለም!`)
};

const en_auth_bad_referral = /** @type {(inputs: Auth_Bad_ReferralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid referral number!`)
};

/**
* | output |
* | --- |
* | "Invalid referral number!" |
*
* @param {Auth_Bad_ReferralInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_bad_referral = /** @type {((inputs?: Auth_Bad_ReferralInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Bad_ReferralInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_auth_bad_referral(inputs)
	if (locale === "en") return en_auth_bad_referral(inputs)
	return spec_auth_bad_referral(inputs)
});