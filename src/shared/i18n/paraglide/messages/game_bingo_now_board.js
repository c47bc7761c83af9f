/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Game_Bingo_Now_BoardInputs */

const spec_game_bingo_now_board = /** @type {(inputs: Game_Bingo_Now_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ቢንጎ! board ${i?.id}: Bingo now!`)
};

const am_game_bingo_now_board = /** @type {(inputs: Game_Bingo_Now_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ቢንጎ! ካርቴላ ${i?.id}: አሁን ቢንጎ!`)
};

const en_game_bingo_now_board = /** @type {(inputs: Game_Bingo_Now_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`BINGO! board ${i?.id}: bingo now!`)
};

/**
* | output |
* | --- |
* | "BINGO! board {id}: bingo now!" |
*
* @param {Game_Bingo_Now_BoardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_bingo_now_board = /** @type {((inputs: Game_Bingo_Now_BoardInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Bingo_Now_BoardInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_bingo_now_board(inputs)
	if (locale === "en") return en_game_bingo_now_board(inputs)
	return spec_game_bingo_now_board(inputs)
});