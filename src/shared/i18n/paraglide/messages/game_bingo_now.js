/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Bingo_NowInputs */

const spec_game_bingo_now = /** @type {(inputs: Game_Bingo_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bingo now!`)
};

const am_game_bingo_now = /** @type {(inputs: Game_Bingo_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`አሁን ቢንጎ!`)
};

const en_game_bingo_now = /** @type {(inputs: Game_Bingo_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bingo now!`)
};

/**
* | output |
* | --- |
* | "Bingo now!" |
*
* @param {Game_Bingo_NowInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_bingo_now = /** @type {((inputs?: Game_Bingo_NowInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Bingo_NowInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_bingo_now(inputs)
	if (locale === "en") return en_game_bingo_now(inputs)
	return spec_game_bingo_now(inputs)
});