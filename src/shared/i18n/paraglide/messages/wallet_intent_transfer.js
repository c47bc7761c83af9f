/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Intent_TransferInputs */

const spec_wallet_intent_transfer = /** @type {(inputs: Wallet_Intent_TransferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`transfer`)
};

const am_wallet_intent_transfer = /** @type {(inputs: Wallet_Intent_TransferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ማስተላለፍ`)
};

const en_wallet_intent_transfer = /** @type {(inputs: Wallet_Intent_TransferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`transfer`)
};

/**
* | output |
* | --- |
* | "transfer" |
*
* @param {Wallet_Intent_TransferInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_intent_transfer = /** @type {((inputs?: Wallet_Intent_TransferInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Intent_TransferInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_intent_transfer(inputs)
	if (locale === "en") return en_wallet_intent_transfer(inputs)
	return spec_wallet_intent_transfer(inputs)
});