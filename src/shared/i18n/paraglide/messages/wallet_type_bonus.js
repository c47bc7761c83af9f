/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Type_BonusInputs */

const spec_wallet_type_bonus = /** @type {(inputs: Wallet_Type_BonusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bonus`)
};

const am_wallet_type_bonus = /** @type {(inputs: Wallet_Type_BonusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ቦነስ`)
};

const en_wallet_type_bonus = /** @type {(inputs: Wallet_Type_BonusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bonus`)
};

/**
* | output |
* | --- |
* | "Bonus" |
*
* @param {Wallet_Type_BonusInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_type_bonus = /** @type {((inputs?: Wallet_Type_BonusInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Type_BonusInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_type_bonus(inputs)
	if (locale === "en") return en_wallet_type_bonus(inputs)
	return spec_wallet_type_bonus(inputs)
});