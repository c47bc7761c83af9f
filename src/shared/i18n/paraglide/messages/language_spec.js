/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Language_SpecInputs */

const spec_language_spec = /** @type {(inputs: Language_SpecInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ቅልቅል · Mixed`)
};

const am_language_spec = /** @type {(inputs: Language_SpecInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ቅልቅል · Mixed`)
};

const en_language_spec = /** @type {(inputs: Language_SpecInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ቅልቅል · Mixed`)
};

/**
* | output |
* | --- |
* | "ቅልቅል · Mixed" |
*
* @param {Language_SpecInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const language_spec = /** @type {((inputs?: Language_SpecInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Language_SpecInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_language_spec(inputs)
	if (locale === "en") return en_language_spec(inputs)
	return spec_language_spec(inputs)
});