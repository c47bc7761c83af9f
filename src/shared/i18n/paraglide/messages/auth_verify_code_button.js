/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Verify_Code_ButtonInputs */

const spec_auth_verify_code_button = /** @type {(inputs: Auth_Verify_Code_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify Code`)
};

const am_auth_verify_code_button = /** @type {(inputs: Auth_Verify_Code_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ኮዱን አረጋግጥ`)
};

const en_auth_verify_code_button = /** @type {(inputs: Auth_Verify_Code_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify code`)
};

/**
* | output |
* | --- |
* | "Verify code" |
*
* @param {Auth_Verify_Code_ButtonInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_verify_code_button = /** @type {((inputs?: Auth_Verify_Code_ButtonInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Verify_Code_ButtonInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_auth_verify_code_button(inputs)
	if (locale === "en") return en_auth_verify_code_button(inputs)
	return spec_auth_verify_code_button(inputs)
});