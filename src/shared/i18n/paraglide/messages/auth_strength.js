/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_StrengthInputs */

const spec_auth_strength = /** @type {(inputs: Auth_StrengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password strength`)
};

const am_auth_strength = /** @type {(inputs: Auth_StrengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የይለፍ ቃል ጥንካሬ`)
};

const en_auth_strength = /** @type {(inputs: Auth_StrengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password strength`)
};

/**
* | output |
* | --- |
* | "Password strength" |
*
* @param {Auth_StrengthInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_strength = /** @type {((inputs?: Auth_StrengthInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_StrengthInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_auth_strength(inputs)
	if (locale === "en") return en_auth_strength(inputs)
	return spec_auth_strength(inputs)
});