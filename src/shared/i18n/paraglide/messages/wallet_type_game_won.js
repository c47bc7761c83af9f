/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Type_Game_WonInputs */

const spec_wallet_type_game_won = /** @type {(inputs: Wallet_Type_Game_WonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Game won`)
};

const am_wallet_type_game_won = /** @type {(inputs: Wallet_Type_Game_WonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ያሸነፉት ጨዋታ`)
};

const en_wallet_type_game_won = /** @type {(inputs: Wallet_Type_Game_WonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Game won`)
};

/**
* | output |
* | --- |
* | "Game won" |
*
* @param {Wallet_Type_Game_WonInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_type_game_won = /** @type {((inputs?: Wallet_Type_Game_WonInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Type_Game_WonInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_type_game_won(inputs)
	if (locale === "en") return en_wallet_type_game_won(inputs)
	return spec_wallet_type_game_won(inputs)
});