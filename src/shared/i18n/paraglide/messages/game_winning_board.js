/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Game_Winning_BoardInputs */

const spec_game_winning_board = /** @type {(inputs: Game_Winning_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Winning board ${i?.id}`)
};

const am_game_winning_board = /** @type {(inputs: Game_Winning_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`አሸናፊ ካርቴላ ${i?.id}`)
};

const en_game_winning_board = /** @type {(inputs: Game_Winning_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Winning board ${i?.id}`)
};

/**
* | output |
* | --- |
* | "Winning board {id}" |
*
* @param {Game_Winning_BoardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_winning_board = /** @type {((inputs: Game_Winning_BoardInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Winning_BoardInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_winning_board(inputs)
	if (locale === "en") return en_game_winning_board(inputs)
	return spec_game_winning_board(inputs)
});