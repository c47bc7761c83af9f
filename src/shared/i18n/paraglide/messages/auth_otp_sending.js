/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Otp_SendingInputs */

const spec_auth_otp_sending = /** @type {(inputs: Auth_Otp_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`please wait ...`)
};

const am_auth_otp_sending = /** @type {(inputs: Auth_Otp_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እባክዎ ይጠብቁ ...`)
};

const en_auth_otp_sending = /** @type {(inputs: Auth_Otp_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please wait...`)
};

/**
* | output |
* | --- |
* | "Please wait..." |
*
* @param {Auth_Otp_SendingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_otp_sending = /** @type {((inputs?: Auth_Otp_SendingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Otp_SendingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_auth_otp_sending(inputs)
	if (locale === "en") return en_auth_otp_sending(inputs)
	return spec_auth_otp_sending(inputs)
});