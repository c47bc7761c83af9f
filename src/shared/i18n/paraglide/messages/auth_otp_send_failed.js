/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Otp_Send_FailedInputs */

const spec_auth_otp_send_failed = /** @type {(inputs: Auth_Otp_Send_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unable to send code,try again`)
};

const am_auth_otp_send_failed = /** @type {(inputs: Auth_Otp_Send_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ኮዱን መላክ አልተቻለም፣ እንደገና ይሞክሩ`)
};

const en_auth_otp_send_failed = /** @type {(inputs: Auth_Otp_Send_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unable to send the code, try again.`)
};

/**
* | output |
* | --- |
* | "Unable to send the code, try again." |
*
* @param {Auth_Otp_Send_FailedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_otp_send_failed = /** @type {((inputs?: Auth_Otp_Send_FailedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Otp_Send_FailedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_auth_otp_send_failed(inputs)
	if (locale === "en") return en_auth_otp_send_failed(inputs)
	return spec_auth_otp_send_failed(inputs)
});