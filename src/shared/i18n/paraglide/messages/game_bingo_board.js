/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Game_Bingo_BoardInputs */

const spec_game_bingo_board = /** @type {(inputs: Game_Bingo_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ቢንጎ! board ${i?.id}`)
};

const am_game_bingo_board = /** @type {(inputs: Game_Bingo_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ቢንጎ! ካርቴላ ${i?.id}`)
};

const en_game_bingo_board = /** @type {(inputs: Game_Bingo_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`BINGO! board ${i?.id}`)
};

/**
* | output |
* | --- |
* | "BINGO! board {id}" |
*
* @param {Game_Bingo_BoardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_bingo_board = /** @type {((inputs: Game_Bingo_BoardInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Bingo_BoardInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_bingo_board(inputs)
	if (locale === "en") return en_game_bingo_board(inputs)
	return spec_game_bingo_board(inputs)
});