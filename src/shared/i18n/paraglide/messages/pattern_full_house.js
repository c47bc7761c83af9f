/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pattern_Full_HouseInputs */

const spec_pattern_full_house = /** @type {(inputs: Pattern_Full_HouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full house`)
};

const am_pattern_full_house = /** @type {(inputs: Pattern_Full_HouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ሙሉ ካርቴላ`)
};

const en_pattern_full_house = /** @type {(inputs: Pattern_Full_HouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full house`)
};

/**
* | output |
* | --- |
* | "Full house" |
*
* @param {Pattern_Full_HouseInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const pattern_full_house = /** @type {((inputs?: Pattern_Full_HouseInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pattern_Full_HouseInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_pattern_full_house(inputs)
	if (locale === "en") return en_pattern_full_house(inputs)
	return spec_pattern_full_house(inputs)
});