/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Code_Too_ShortInputs */

const spec_auth_code_too_short = /** @type {(inputs: Auth_Code_Too_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter the complete code.`)
};

const am_auth_code_too_short = /** @type {(inputs: Auth_Code_Too_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እባክዎ ሙሉውን ኮድ ያስገቡ።`)
};

const en_auth_code_too_short = /** @type {(inputs: Auth_Code_Too_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter the complete code.`)
};

/**
* | output |
* | --- |
* | "Please enter the complete code." |
*
* @param {Auth_Code_Too_ShortInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_code_too_short = /** @type {((inputs?: Auth_Code_Too_ShortInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Code_Too_ShortInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_auth_code_too_short(inputs)
	if (locale === "en") return en_auth_code_too_short(inputs)
	return spec_auth_code_too_short(inputs)
});