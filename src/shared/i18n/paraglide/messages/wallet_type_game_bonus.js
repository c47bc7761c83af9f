/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Type_Game_BonusInputs */

const spec_wallet_type_game_bonus = /** @type {(inputs: Wallet_Type_Game_BonusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Game bonus`)
};

const am_wallet_type_game_bonus = /** @type {(inputs: Wallet_Type_Game_BonusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የጨዋታ ቦነስ`)
};

const en_wallet_type_game_bonus = /** @type {(inputs: Wallet_Type_Game_BonusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Game bonus`)
};

/**
* | output |
* | --- |
* | "Game bonus" |
*
* @param {Wallet_Type_Game_BonusInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_type_game_bonus = /** @type {((inputs?: Wallet_Type_Game_BonusInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Type_Game_BonusInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_type_game_bonus(inputs)
	if (locale === "en") return en_wallet_type_game_bonus(inputs)
	return spec_wallet_type_game_bonus(inputs)
});