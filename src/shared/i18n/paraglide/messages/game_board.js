/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Game_BoardInputs */

const spec_game_board = /** @type {(inputs: Game_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Board ${i?.id}`)
};

const am_game_board = /** @type {(inputs: Game_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ካርቴላ ${i?.id}`)
};

const en_game_board = /** @type {(inputs: Game_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Board ${i?.id}`)
};

/**
* | output |
* | --- |
* | "Board {id}" |
*
* @param {Game_BoardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_board = /** @type {((inputs: Game_BoardInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_BoardInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_board(inputs)
	if (locale === "en") return en_game_board(inputs)
	return spec_game_board(inputs)
});