/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Game_Board_Has_BingoInputs */

const spec_game_board_has_bingo = /** @type {(inputs: Game_Board_Has_BingoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Board ${i?.id} has bingo`)
};

const am_game_board_has_bingo = /** @type {(inputs: Game_Board_Has_BingoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ካርቴላ ${i?.id} ቢንጎ ሆኗል`)
};

const en_game_board_has_bingo = /** @type {(inputs: Game_Board_Has_BingoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Board ${i?.id} has bingo`)
};

/**
* | output |
* | --- |
* | "Board {id} has bingo" |
*
* @param {Game_Board_Has_BingoInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_board_has_bingo = /** @type {((inputs: Game_Board_Has_BingoInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Board_Has_BingoInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_board_has_bingo(inputs)
	if (locale === "en") return en_game_board_has_bingo(inputs)
	return spec_game_board_has_bingo(inputs)
});