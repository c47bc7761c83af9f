/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Add_BoardsInputs */

const spec_game_add_boards = /** @type {(inputs: Game_Add_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ካርቴላ ይጨምሩ`)
};

const am_game_add_boards = /** @type {(inputs: Game_Add_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ካርቴላ ይጨምሩ`)
};

const en_game_add_boards = /** @type {(inputs: Game_Add_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add boards`)
};

/**
* | output |
* | --- |
* | "Add boards" |
*
* @param {Game_Add_BoardsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_add_boards = /** @type {((inputs?: Game_Add_BoardsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Add_BoardsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_add_boards(inputs)
	if (locale === "en") return en_game_add_boards(inputs)
	return spec_game_add_boards(inputs)
});