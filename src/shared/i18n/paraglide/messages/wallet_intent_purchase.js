/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Intent_PurchaseInputs */

const spec_wallet_intent_purchase = /** @type {(inputs: Wallet_Intent_PurchaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`board purchase`)
};

const am_wallet_intent_purchase = /** @type {(inputs: Wallet_Intent_PurchaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የካርቴላ ግዢ`)
};

const en_wallet_intent_purchase = /** @type {(inputs: Wallet_Intent_PurchaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`board purchase`)
};

/**
* | output |
* | --- |
* | "board purchase" |
*
* @param {Wallet_Intent_PurchaseInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_intent_purchase = /** @type {((inputs?: Wallet_Intent_PurchaseInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Intent_PurchaseInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_intent_purchase(inputs)
	if (locale === "en") return en_wallet_intent_purchase(inputs)
	return spec_wallet_intent_purchase(inputs)
});