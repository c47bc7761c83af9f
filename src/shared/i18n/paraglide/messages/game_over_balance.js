/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ balance: NonNullable<unknown> }} Game_Over_BalanceInputs */

const spec_game_over_balance = /** @type {(inputs: Game_Over_BalanceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`በቂ ባላንስ አልተገኘም - ${i?.balance} ብር!`)
};

const am_game_over_balance = /** @type {(inputs: Game_Over_BalanceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`በቂ ባላንስ አልተገኘም - ${i?.balance} ብር!`)
};

const en_game_over_balance = /** @type {(inputs: Game_Over_BalanceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not enough balance - ${i?.balance} ETB!`)
};

/**
* | output |
* | --- |
* | "Not enough balance - {balance} ETB!" |
*
* @param {Game_Over_BalanceInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_over_balance = /** @type {((inputs: Game_Over_BalanceInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Over_BalanceInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_over_balance(inputs)
	if (locale === "en") return en_game_over_balance(inputs)
	return spec_game_over_balance(inputs)
});