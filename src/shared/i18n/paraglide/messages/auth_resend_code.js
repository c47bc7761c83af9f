/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Resend_CodeInputs */

const spec_auth_resend_code = /** @type {(inputs: Auth_Resend_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resend code`)
};

const am_auth_resend_code = /** @type {(inputs: Auth_Resend_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ኮዱን እንደገና ይላኩ`)
};

const en_auth_resend_code = /** @type {(inputs: Auth_Resend_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resend code`)
};

/**
* | output |
* | --- |
* | "Resend code" |
*
* @param {Auth_Resend_CodeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_resend_code = /** @type {((inputs?: Auth_Resend_CodeInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Resend_CodeInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_auth_resend_code(inputs)
	if (locale === "en") return en_auth_resend_code(inputs)
	return spec_auth_resend_code(inputs)
});