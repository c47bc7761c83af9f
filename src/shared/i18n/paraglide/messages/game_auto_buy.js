/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Auto_BuyInputs */

const spec_game_auto_buy = /** @type {(inputs: Game_Auto_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ይግዙ`)
};

const am_game_auto_buy = /** @type {(inputs: Game_Auto_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ይግዙ`)
};

const en_game_auto_buy = /** @type {(inputs: Game_Auto_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buy`)
};

/**
* | output |
* | --- |
* | "Buy" |
*
* @param {Game_Auto_BuyInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_auto_buy = /** @type {((inputs?: Game_Auto_BuyInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Auto_BuyInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_auto_buy(inputs)
	if (locale === "en") return en_game_auto_buy(inputs)
	return spec_game_auto_buy(inputs)
});