/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Game_Bought_BoardInputs */

const spec_game_bought_board = /** @type {(inputs: Game_Bought_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You bought board ${i?.id}`)
};

const am_game_bought_board = /** @type {(inputs: Game_Bought_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ካርቴላ ${i?.id} ገዝተዋል`)
};

const en_game_bought_board = /** @type {(inputs: Game_Bought_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You bought board ${i?.id}`)
};

/**
* | output |
* | --- |
* | "You bought board {id}" |
*
* @param {Game_Bought_BoardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_bought_board = /** @type {((inputs: Game_Bought_BoardInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Bought_BoardInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_bought_board(inputs)
	if (locale === "en") return en_game_bought_board(inputs)
	return spec_game_bought_board(inputs)
});