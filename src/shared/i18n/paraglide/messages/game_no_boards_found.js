/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_No_Boards_FoundInputs */

const spec_game_no_boards_found = /** @type {(inputs: Game_No_Boards_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ምንም ካርቴላ አልተገኘም።`)
};

const am_game_no_boards_found = /** @type {(inputs: Game_No_Boards_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ምንም ካርቴላ አልተገኘም።`)
};

const en_game_no_boards_found = /** @type {(inputs: Game_No_Boards_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No boards found.`)
};

/**
* | output |
* | --- |
* | "No boards found." |
*
* @param {Game_No_Boards_FoundInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_no_boards_found = /** @type {((inputs?: Game_No_Boards_FoundInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_No_Boards_FoundInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_no_boards_found(inputs)
	if (locale === "en") return en_game_no_boards_found(inputs)
	return spec_game_no_boards_found(inputs)
});