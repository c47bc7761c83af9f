/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_No_Boards_In_GameInputs */

const spec_game_no_boards_in_game = /** @type {(inputs: Game_No_Boards_In_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have no boards in this game`)
};

const am_game_no_boards_in_game = /** @type {(inputs: Game_No_Boards_In_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በዚህ ጨዋታ ካርቴላ የለዎትም`)
};

const en_game_no_boards_in_game = /** @type {(inputs: Game_No_Boards_In_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have no boards in this game`)
};

/**
* | output |
* | --- |
* | "You have no boards in this game" |
*
* @param {Game_No_Boards_In_GameInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_no_boards_in_game = /** @type {((inputs?: Game_No_Boards_In_GameInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_No_Boards_In_GameInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_no_boards_in_game(inputs)
	if (locale === "en") return en_game_no_boards_in_game(inputs)
	return spec_game_no_boards_in_game(inputs)
});