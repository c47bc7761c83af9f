/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Game_Calls_BoardsInputs */

const spec_game_calls_boards = /** @type {(inputs: Game_Calls_BoardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} boards`)
};

const am_game_calls_boards = /** @type {(inputs: Game_Calls_BoardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} ካርቴላዎች`)
};

const en_game_calls_boards = /** @type {(inputs: Game_Calls_BoardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} boards`)
};

/**
* | output |
* | --- |
* | "{count} boards" |
*
* @param {Game_Calls_BoardsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_calls_boards = /** @type {((inputs: Game_Calls_BoardsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Calls_BoardsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_calls_boards(inputs)
	if (locale === "en") return en_game_calls_boards(inputs)
	return spec_game_calls_boards(inputs)
});