/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Play_Letter_G1Inputs */

const spec_play_letter_g1 = /** @type {(inputs: Play_Letter_G1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`G`)
};

const am_play_letter_g1 = /** @type {(inputs: Play_Letter_G1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ጂ`)
};

const en_play_letter_g1 = /** @type {(inputs: Play_Letter_G1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`G`)
};

/**
* | output |
* | --- |
* | "G" |
*
* @param {Play_Letter_G1Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
const play_letter_g1 = /** @type {((inputs?: Play_Letter_G1Inputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Letter_G1Inputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_play_letter_g1(inputs)
	if (locale === "en") return en_play_letter_g1(inputs)
	return spec_play_letter_g1(inputs)
});
export { play_letter_g1 as "play_letter_G" }