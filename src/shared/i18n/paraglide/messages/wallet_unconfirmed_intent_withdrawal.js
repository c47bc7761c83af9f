/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Wallet_Unconfirmed_Intent_WithdrawalInputs */

const spec_wallet_unconfirmed_intent_withdrawal = /** @type {(inputs: Wallet_Unconfirmed_Intent_WithdrawalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Withdrawal of ${i?.amount} ETB`)
};

const am_wallet_unconfirmed_intent_withdrawal = /** @type {(inputs: Wallet_Unconfirmed_Intent_WithdrawalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`የ${i?.amount} ብር ወጪ`)
};

const en_wallet_unconfirmed_intent_withdrawal = /** @type {(inputs: Wallet_Unconfirmed_Intent_WithdrawalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Withdrawal of ${i?.amount} ETB`)
};

/**
* | output |
* | --- |
* | "Withdrawal of {amount} ETB" |
*
* @param {Wallet_Unconfirmed_Intent_WithdrawalInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_unconfirmed_intent_withdrawal = /** @type {((inputs: Wallet_Unconfirmed_Intent_WithdrawalInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Unconfirmed_Intent_WithdrawalInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_unconfirmed_intent_withdrawal(inputs)
	if (locale === "en") return en_wallet_unconfirmed_intent_withdrawal(inputs)
	return spec_wallet_unconfirmed_intent_withdrawal(inputs)
});