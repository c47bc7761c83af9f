/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Type_Cartela_PurchaseInputs */

const spec_wallet_type_cartela_purchase = /** @type {(inputs: Wallet_Type_Cartela_PurchaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cartela purchase`)
};

const am_wallet_type_cartela_purchase = /** @type {(inputs: Wallet_Type_Cartela_PurchaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የካርቴላ ግዢ`)
};

const en_wallet_type_cartela_purchase = /** @type {(inputs: Wallet_Type_Cartela_PurchaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Board purchase`)
};

/**
* | output |
* | --- |
* | "Board purchase" |
*
* @param {Wallet_Type_Cartela_PurchaseInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_type_cartela_purchase = /** @type {((inputs?: Wallet_Type_Cartela_PurchaseInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Type_Cartela_PurchaseInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_type_cartela_purchase(inputs)
	if (locale === "en") return en_wallet_type_cartela_purchase(inputs)
	return spec_wallet_type_cartela_purchase(inputs)
});