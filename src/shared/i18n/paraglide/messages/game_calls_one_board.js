/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Calls_One_BoardInputs */

const spec_game_calls_one_board = /** @type {(inputs: Game_Calls_One_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 board`)
};

const am_game_calls_one_board = /** @type {(inputs: Game_Calls_One_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 ካርቴላ`)
};

const en_game_calls_one_board = /** @type {(inputs: Game_Calls_One_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 board`)
};

/**
* | output |
* | --- |
* | "1 board" |
*
* @param {Game_Calls_One_BoardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_calls_one_board = /** @type {((inputs?: Game_Calls_One_BoardInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Calls_One_BoardInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_calls_one_board(inputs)
	if (locale === "en") return en_game_calls_one_board(inputs)
	return spec_game_calls_one_board(inputs)
});