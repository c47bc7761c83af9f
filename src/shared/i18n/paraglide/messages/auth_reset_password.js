/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Reset_PasswordInputs */

const spec_auth_reset_password = /** @type {(inputs: Auth_Reset_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset Password`)
};

const am_auth_reset_password = /** @type {(inputs: Auth_Reset_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የይለፍ ቃል ቀይር`)
};

const en_auth_reset_password = /** @type {(inputs: Auth_Reset_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset password`)
};

/**
* | output |
* | --- |
* | "Reset password" |
*
* @param {Auth_Reset_PasswordInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_reset_password = /** @type {((inputs?: Auth_Reset_PasswordInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_PasswordInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_auth_reset_password(inputs)
	if (locale === "en") return en_auth_reset_password(inputs)
	return spec_auth_reset_password(inputs)
});