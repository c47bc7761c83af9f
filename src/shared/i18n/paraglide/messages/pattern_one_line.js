/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pattern_One_LineInputs */

const spec_pattern_one_line = /** @type {(inputs: Pattern_One_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One line`)
};

const am_pattern_one_line = /** @type {(inputs: Pattern_One_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`አንድ መስመር`)
};

const en_pattern_one_line = /** @type {(inputs: Pattern_One_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One line`)
};

/**
* | output |
* | --- |
* | "One line" |
*
* @param {Pattern_One_LineInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const pattern_one_line = /** @type {((inputs?: Pattern_One_LineInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pattern_One_LineInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_pattern_one_line(inputs)
	if (locale === "en") return en_pattern_one_line(inputs)
	return spec_pattern_one_line(inputs)
});