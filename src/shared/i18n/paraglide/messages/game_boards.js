/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_BoardsInputs */

const spec_game_boards = /** @type {(inputs: Game_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boards`)
};

const am_game_boards = /** @type {(inputs: Game_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ካርቴላዎች`)
};

const en_game_boards = /** @type {(inputs: Game_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boards`)
};

/**
* | output |
* | --- |
* | "Boards" |
*
* @param {Game_BoardsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_boards = /** @type {((inputs?: Game_BoardsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_BoardsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_boards(inputs)
	if (locale === "en") return en_game_boards(inputs)
	return spec_game_boards(inputs)
});