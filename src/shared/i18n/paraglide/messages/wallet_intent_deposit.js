/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Intent_DepositInputs */

const spec_wallet_intent_deposit = /** @type {(inputs: Wallet_Intent_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`deposit`)
};

const am_wallet_intent_deposit = /** @type {(inputs: Wallet_Intent_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ገቢ`)
};

const en_wallet_intent_deposit = /** @type {(inputs: Wallet_Intent_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`deposit`)
};

/**
* | output |
* | --- |
* | "deposit" |
*
* @param {Wallet_Intent_DepositInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_intent_deposit = /** @type {((inputs?: Wallet_Intent_DepositInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Intent_DepositInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_intent_deposit(inputs)
	if (locale === "en") return en_wallet_intent_deposit(inputs)
	return spec_wallet_intent_deposit(inputs)
});