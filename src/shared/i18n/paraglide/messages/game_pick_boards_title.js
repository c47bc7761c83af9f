/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Pick_Boards_TitleInputs */

const spec_game_pick_boards_title = /** @type {(inputs: Game_Pick_Boards_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick your boards`)
};

const am_game_pick_boards_title = /** @type {(inputs: Game_Pick_Boards_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ካርቴላዎን ይምረጡ`)
};

const en_game_pick_boards_title = /** @type {(inputs: Game_Pick_Boards_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick your boards`)
};

/**
* | output |
* | --- |
* | "Pick your boards" |
*
* @param {Game_Pick_Boards_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_pick_boards_title = /** @type {((inputs?: Game_Pick_Boards_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Pick_Boards_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_pick_boards_title(inputs)
	if (locale === "en") return en_game_pick_boards_title(inputs)
	return spec_game_pick_boards_title(inputs)
});