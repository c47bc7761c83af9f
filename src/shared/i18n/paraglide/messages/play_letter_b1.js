/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Play_Letter_B1Inputs */

const spec_play_letter_b1 = /** @type {(inputs: Play_Letter_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`B`)
};

const am_play_letter_b1 = /** @type {(inputs: Play_Letter_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ቢ`)
};

const en_play_letter_b1 = /** @type {(inputs: Play_Letter_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`B`)
};

/**
* | output |
* | --- |
* | "B" |
*
* @param {Play_Letter_B1Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
const play_letter_b1 = /** @type {((inputs?: Play_Letter_B1Inputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Letter_B1Inputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_play_letter_b1(inputs)
	if (locale === "en") return en_play_letter_b1(inputs)
	return spec_play_letter_b1(inputs)
});
export { play_letter_b1 as "play_letter_B" }