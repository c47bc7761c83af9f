/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Starts_InInputs */

const spec_game_starts_in = /** @type {(inputs: Game_Starts_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starts in`)
};

const am_game_starts_in = /** @type {(inputs: Game_Starts_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ለመጀመር የቀረው`)
};

const en_game_starts_in = /** @type {(inputs: Game_Starts_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starts in`)
};

/**
* | output |
* | --- |
* | "Starts in" |
*
* @param {Game_Starts_InInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_starts_in = /** @type {((inputs?: Game_Starts_InInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Starts_InInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_starts_in(inputs)
	if (locale === "en") return en_game_starts_in(inputs)
	return spec_game_starts_in(inputs)
});