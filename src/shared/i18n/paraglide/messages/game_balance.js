/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_BalanceInputs */

const spec_game_balance = /** @type {(inputs: Game_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Balance`)
};

const am_game_balance = /** @type {(inputs: Game_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ቀሪ ሂሳብ`)
};

const en_game_balance = /** @type {(inputs: Game_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Balance`)
};

/**
* | output |
* | --- |
* | "Balance" |
*
* @param {Game_BalanceInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_balance = /** @type {((inputs?: Game_BalanceInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_BalanceInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_balance(inputs)
	if (locale === "en") return en_game_balance(inputs)
	return spec_game_balance(inputs)
});