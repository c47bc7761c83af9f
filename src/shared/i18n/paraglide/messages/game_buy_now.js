/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Buy_NowInputs */

const spec_game_buy_now = /** @type {(inputs: Game_Buy_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`አሁን ይግዙ`)
};

const am_game_buy_now = /** @type {(inputs: Game_Buy_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`አሁን ይግዙ`)
};

const en_game_buy_now = /** @type {(inputs: Game_Buy_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buy now`)
};

/**
* | output |
* | --- |
* | "Buy now" |
*
* @param {Game_Buy_NowInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_buy_now = /** @type {((inputs?: Game_Buy_NowInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Buy_NowInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_buy_now(inputs)
	if (locale === "en") return en_game_buy_now(inputs)
	return spec_game_buy_now(inputs)
});