/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown>, error: NonNullable<unknown> }} Game_Board_UnavailableInputs */

const spec_game_board_unavailable = /** @type {(inputs: Game_Board_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Board ${i?.id}: Board data not available. ${i?.error}`)
};

const am_game_board_unavailable = /** @type {(inputs: Game_Board_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ካርቴላ ${i?.id}: የካርቴላው መረጃ አልተገኘም። ${i?.error}`)
};

const en_game_board_unavailable = /** @type {(inputs: Game_Board_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Board ${i?.id}: Board data not available. ${i?.error}`)
};

/**
* | output |
* | --- |
* | "Board {id}: Board data not available. {error}" |
*
* @param {Game_Board_UnavailableInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_board_unavailable = /** @type {((inputs: Game_Board_UnavailableInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Board_UnavailableInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_board_unavailable(inputs)
	if (locale === "en") return en_game_board_unavailable(inputs)
	return spec_game_board_unavailable(inputs)
});