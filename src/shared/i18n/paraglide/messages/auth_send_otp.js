/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Send_OtpInputs */

const spec_auth_send_otp = /** @type {(inputs: Auth_Send_OtpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send OTP`)
};

const am_auth_send_otp = /** @type {(inputs: Auth_Send_OtpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ኮድ ላክ`)
};

const en_auth_send_otp = /** @type {(inputs: Auth_Send_OtpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send code`)
};

/**
* | output |
* | --- |
* | "Send code" |
*
* @param {Auth_Send_OtpInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_send_otp = /** @type {((inputs?: Auth_Send_OtpInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Send_OtpInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_auth_send_otp(inputs)
	if (locale === "en") return en_auth_send_otp(inputs)
	return spec_auth_send_otp(inputs)
});