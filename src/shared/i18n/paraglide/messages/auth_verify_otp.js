/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Verify_OtpInputs */

const spec_auth_verify_otp = /** @type {(inputs: Auth_Verify_OtpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify OTP`)
};

const am_auth_verify_otp = /** @type {(inputs: Auth_Verify_OtpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ኮዱን አረጋግጥ`)
};

const en_auth_verify_otp = /** @type {(inputs: Auth_Verify_OtpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify code`)
};

/**
* | output |
* | --- |
* | "Verify code" |
*
* @param {Auth_Verify_OtpInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_verify_otp = /** @type {((inputs?: Auth_Verify_OtpInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Verify_OtpInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_auth_verify_otp(inputs)
	if (locale === "en") return en_auth_verify_otp(inputs)
	return spec_auth_verify_otp(inputs)
});