/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ list: NonNullable<unknown>, last: NonNullable<unknown> }} Game_Bought_BoardsInputs */

const spec_game_bought_boards = /** @type {(inputs: Game_Bought_BoardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You bought boards ${i?.list} and ${i?.last}`)
};

const am_game_bought_boards = /** @type {(inputs: Game_Bought_BoardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ካርቴላ ${i?.list} እና ${i?.last} ገዝተዋል`)
};

const en_game_bought_boards = /** @type {(inputs: Game_Bought_BoardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You bought boards ${i?.list} and ${i?.last}`)
};

/**
* | output |
* | --- |
* | "You bought boards {list} and {last}" |
*
* @param {Game_Bought_BoardsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_bought_boards = /** @type {((inputs: Game_Bought_BoardsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Bought_BoardsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_bought_boards(inputs)
	if (locale === "en") return en_game_bought_boards(inputs)
	return spec_game_bought_boards(inputs)
});