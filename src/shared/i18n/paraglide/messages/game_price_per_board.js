/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Price_Per_BoardInputs */

const spec_game_price_per_board = /** @type {(inputs: Game_Price_Per_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price per board`)
};

const am_game_price_per_board = /** @type {(inputs: Game_Price_Per_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የአንድ ካርቴላ ዋጋ`)
};

const en_game_price_per_board = /** @type {(inputs: Game_Price_Per_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price per board`)
};

/**
* | output |
* | --- |
* | "Price per board" |
*
* @param {Game_Price_Per_BoardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_price_per_board = /** @type {((inputs?: Game_Price_Per_BoardInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Price_Per_BoardInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_price_per_board(inputs)
	if (locale === "en") return en_game_price_per_board(inputs)
	return spec_game_price_per_board(inputs)
});