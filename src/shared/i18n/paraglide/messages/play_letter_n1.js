/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Play_Letter_N1Inputs */

const spec_play_letter_n1 = /** @type {(inputs: Play_Letter_N1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`N`)
};

const am_play_letter_n1 = /** @type {(inputs: Play_Letter_N1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ኤን`)
};

const en_play_letter_n1 = /** @type {(inputs: Play_Letter_N1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`N`)
};

/**
* | output |
* | --- |
* | "N" |
*
* @param {Play_Letter_N1Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
const play_letter_n1 = /** @type {((inputs?: Play_Letter_N1Inputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Letter_N1Inputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_play_letter_n1(inputs)
	if (locale === "en") return en_play_letter_n1(inputs)
	return spec_play_letter_n1(inputs)
});
export { play_letter_n1 as "play_letter_N" }