/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pattern_Two_LinesInputs */

const spec_pattern_two_lines = /** @type {(inputs: Pattern_Two_LinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two lines`)
};

const am_pattern_two_lines = /** @type {(inputs: Pattern_Two_LinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ሁለት መስመር`)
};

const en_pattern_two_lines = /** @type {(inputs: Pattern_Two_LinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two lines`)
};

/**
* | output |
* | --- |
* | "Two lines" |
*
* @param {Pattern_Two_LinesInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const pattern_two_lines = /** @type {((inputs?: Pattern_Two_LinesInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pattern_Two_LinesInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_pattern_two_lines(inputs)
	if (locale === "en") return en_pattern_two_lines(inputs)
	return spec_pattern_two_lines(inputs)
});