/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Game_Loading_BoardInputs */

const spec_game_loading_board = /** @type {(inputs: Game_Loading_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Loading board ${i?.id}...`)
};

const am_game_loading_board = /** @type {(inputs: Game_Loading_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ካርቴላ ${i?.id} እየመጣ ነው...`)
};

const en_game_loading_board = /** @type {(inputs: Game_Loading_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Loading board ${i?.id}...`)
};

/**
* | output |
* | --- |
* | "Loading board {id}..." |
*
* @param {Game_Loading_BoardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_loading_board = /** @type {((inputs: Game_Loading_BoardInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Loading_BoardInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_loading_board(inputs)
	if (locale === "en") return en_game_loading_board(inputs)
	return spec_game_loading_board(inputs)
});