/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Type_Game_LostInputs */

const spec_wallet_type_game_lost = /** @type {(inputs: Wallet_Type_Game_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Game lost`)
};

const am_wallet_type_game_lost = /** @type {(inputs: Wallet_Type_Game_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የተሸነፉት ጨዋታ`)
};

const en_wallet_type_game_lost = /** @type {(inputs: Wallet_Type_Game_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Game lost`)
};

/**
* | output |
* | --- |
* | "Game lost" |
*
* @param {Wallet_Type_Game_LostInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_type_game_lost = /** @type {((inputs?: Wallet_Type_Game_LostInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Type_Game_LostInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_type_game_lost(inputs)
	if (locale === "en") return en_wallet_type_game_lost(inputs)
	return spec_wallet_type_game_lost(inputs)
});