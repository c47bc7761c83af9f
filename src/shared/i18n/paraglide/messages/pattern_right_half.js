/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pattern_Right_HalfInputs */

const spec_pattern_right_half = /** @type {(inputs: Pattern_Right_HalfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Right half`)
};

const am_pattern_right_half = /** @type {(inputs: Pattern_Right_HalfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የቀኝ ግማሽ`)
};

const en_pattern_right_half = /** @type {(inputs: Pattern_Right_HalfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Right half`)
};

/**
* | output |
* | --- |
* | "Right half" |
*
* @param {Pattern_Right_HalfInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const pattern_right_half = /** @type {((inputs?: Pattern_Right_HalfInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pattern_Right_HalfInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_pattern_right_half(inputs)
	if (locale === "en") return en_pattern_right_half(inputs)
	return spec_pattern_right_half(inputs)
});