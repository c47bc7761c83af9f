/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Board_List_FailedInputs */

const spec_game_board_list_failed = /** @type {(inputs: Game_Board_List_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unable to get the board list. Please try again.`)
};

const am_game_board_list_failed = /** @type {(inputs: Game_Board_List_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የካርቴላ ዝርዝሩን ማግኘት አልተቻለም። እባክዎ እንደገና ይሞክሩ።`)
};

const en_game_board_list_failed = /** @type {(inputs: Game_Board_List_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unable to get the board list. Please try again.`)
};

/**
* | output |
* | --- |
* | "Unable to get the board list. Please try again." |
*
* @param {Game_Board_List_FailedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_board_list_failed = /** @type {((inputs?: Game_Board_List_FailedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Board_List_FailedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_board_list_failed(inputs)
	if (locale === "en") return en_game_board_list_failed(inputs)
	return spec_game_board_list_failed(inputs)
});