/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Otp_VerifyingInputs */

const spec_auth_otp_verifying = /** @type {(inputs: Auth_Otp_VerifyingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`verifing, please wait ...`)
};

const am_auth_otp_verifying = /** @type {(inputs: Auth_Otp_VerifyingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በማረጋገጥ ላይ፣ እባክዎ ይጠብቁ ...`)
};

const en_auth_otp_verifying = /** @type {(inputs: Auth_Otp_VerifyingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifying, please wait...`)
};

/**
* | output |
* | --- |
* | "Verifying, please wait..." |
*
* @param {Auth_Otp_VerifyingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_otp_verifying = /** @type {((inputs?: Auth_Otp_VerifyingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Otp_VerifyingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_auth_otp_verifying(inputs)
	if (locale === "en") return en_auth_otp_verifying(inputs)
	return spec_auth_otp_verifying(inputs)
});