/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Intent_WithdrawalInputs */

const spec_wallet_intent_withdrawal = /** @type {(inputs: Wallet_Intent_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`withdrawal`)
};

const am_wallet_intent_withdrawal = /** @type {(inputs: Wallet_Intent_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ወጪ`)
};

const en_wallet_intent_withdrawal = /** @type {(inputs: Wallet_Intent_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`withdrawal`)
};

/**
* | output |
* | --- |
* | "withdrawal" |
*
* @param {Wallet_Intent_WithdrawalInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_intent_withdrawal = /** @type {((inputs?: Wallet_Intent_WithdrawalInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Intent_WithdrawalInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_intent_withdrawal(inputs)
	if (locale === "en") return en_wallet_intent_withdrawal(inputs)
	return spec_wallet_intent_withdrawal(inputs)
});