/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_BingoInputs */

const spec_game_bingo = /** @type {(inputs: Game_BingoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ቢንጎ!`)
};

const am_game_bingo = /** @type {(inputs: Game_BingoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ቢንጎ!`)
};

const en_game_bingo = /** @type {(inputs: Game_BingoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`BINGO!`)
};

/**
* | output |
* | --- |
* | "BINGO!" |
*
* @param {Game_BingoInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_bingo = /** @type {((inputs?: Game_BingoInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_BingoInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_bingo(inputs)
	if (locale === "en") return en_game_bingo(inputs)
	return spec_game_bingo(inputs)
});