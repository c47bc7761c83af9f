/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Loading_BoardsInputs */

const spec_game_loading_boards = /** @type {(inputs: Game_Loading_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading boards...`)
};

const am_game_loading_boards = /** @type {(inputs: Game_Loading_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ካርቴላዎች እየመጡ ነው...`)
};

const en_game_loading_boards = /** @type {(inputs: Game_Loading_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading boards...`)
};

/**
* | output |
* | --- |
* | "Loading boards..." |
*
* @param {Game_Loading_BoardsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_loading_boards = /** @type {((inputs?: Game_Loading_BoardsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Loading_BoardsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_loading_boards(inputs)
	if (locale === "en") return en_game_loading_boards(inputs)
	return spec_game_loading_boards(inputs)
});