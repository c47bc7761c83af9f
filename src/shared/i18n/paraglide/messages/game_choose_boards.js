/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Choose_BoardsInputs */

const spec_game_choose_boards = /** @type {(inputs: Game_Choose_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ካርቴላ ይምረጡ!`)
};

const am_game_choose_boards = /** @type {(inputs: Game_Choose_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ካርቴላ ይምረጡ!`)
};

const en_game_choose_boards = /** @type {(inputs: Game_Choose_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose your boards!`)
};

/**
* | output |
* | --- |
* | "Choose your boards!" |
*
* @param {Game_Choose_BoardsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_choose_boards = /** @type {((inputs?: Game_Choose_BoardsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Choose_BoardsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_choose_boards(inputs)
	if (locale === "en") return en_game_choose_boards(inputs)
	return spec_game_choose_boards(inputs)
});