/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Enough_BalanceInputs */

const spec_game_enough_balance = /** @type {(inputs: Game_Enough_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በቂ ባላንስ`)
};

const am_game_enough_balance = /** @type {(inputs: Game_Enough_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በቂ ባላንስ`)
};

const en_game_enough_balance = /** @type {(inputs: Game_Enough_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enough balance`)
};

/**
* | output |
* | --- |
* | "Enough balance" |
*
* @param {Game_Enough_BalanceInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_enough_balance = /** @type {((inputs?: Game_Enough_BalanceInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Enough_BalanceInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_enough_balance(inputs)
	if (locale === "en") return en_game_enough_balance(inputs)
	return spec_game_enough_balance(inputs)
});