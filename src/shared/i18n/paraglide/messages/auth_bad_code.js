/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Bad_CodeInputs */

const spec_auth_bad_code = /** @type {(inputs: Auth_Bad_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter the complete 6-digit code`)
};

const am_auth_bad_code = /** @type {(inputs: Auth_Bad_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እባክዎ ሙሉውን ባለ 6 አሃዝ ኮድ ያስገቡ`)
};

const en_auth_bad_code = /** @type {(inputs: Auth_Bad_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter the complete 6-digit code.`)
};

/**
* | output |
* | --- |
* | "Please enter the complete 6-digit code." |
*
* @param {Auth_Bad_CodeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_bad_code = /** @type {((inputs?: Auth_Bad_CodeInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Bad_CodeInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_auth_bad_code(inputs)
	if (locale === "en") return en_auth_bad_code(inputs)
	return spec_auth_bad_code(inputs)
});