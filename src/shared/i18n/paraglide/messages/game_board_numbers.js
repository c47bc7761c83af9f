/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Board_NumbersInputs */

const spec_game_board_numbers = /** @type {(inputs: Game_Board_NumbersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Board numbers`)
};

const am_game_board_numbers = /** @type {(inputs: Game_Board_NumbersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የካርቴላ ቁጥሮች`)
};

const en_game_board_numbers = /** @type {(inputs: Game_Board_NumbersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Board numbers`)
};

/**
* | output |
* | --- |
* | "Board numbers" |
*
* @param {Game_Board_NumbersInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_board_numbers = /** @type {((inputs?: Game_Board_NumbersInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Board_NumbersInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_board_numbers(inputs)
	if (locale === "en") return en_game_board_numbers(inputs)
	return spec_game_board_numbers(inputs)
});