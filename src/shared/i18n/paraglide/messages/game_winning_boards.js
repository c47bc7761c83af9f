/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ list: NonNullable<unknown> }} Game_Winning_BoardsInputs */

const spec_game_winning_boards = /** @type {(inputs: Game_Winning_BoardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Winning boards: ${i?.list}`)
};

const am_game_winning_boards = /** @type {(inputs: Game_Winning_BoardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`አሸናፊ ካርቴላዎች: ${i?.list}`)
};

const en_game_winning_boards = /** @type {(inputs: Game_Winning_BoardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Winning boards: ${i?.list}`)
};

/**
* | output |
* | --- |
* | "Winning boards: {list}" |
*
* @param {Game_Winning_BoardsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_winning_boards = /** @type {((inputs: Game_Winning_BoardsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Winning_BoardsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_winning_boards(inputs)
	if (locale === "en") return en_game_winning_boards(inputs)
	return spec_game_winning_boards(inputs)
});