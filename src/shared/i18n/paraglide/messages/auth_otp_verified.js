/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Otp_VerifiedInputs */

const spec_auth_otp_verified = /** @type {(inputs: Auth_Otp_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`you are verified!`)
};

const am_auth_otp_verified = /** @type {(inputs: Auth_Otp_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ተረጋግጠዋል!`)
};

const en_auth_otp_verified = /** @type {(inputs: Auth_Otp_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are verified!`)
};

/**
* | output |
* | --- |
* | "You are verified!" |
*
* @param {Auth_Otp_VerifiedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_otp_verified = /** @type {((inputs?: Auth_Otp_VerifiedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Otp_VerifiedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_auth_otp_verified(inputs)
	if (locale === "en") return en_auth_otp_verified(inputs)
	return spec_auth_otp_verified(inputs)
});