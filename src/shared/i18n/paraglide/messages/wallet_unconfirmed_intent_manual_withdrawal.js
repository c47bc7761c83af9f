/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Wallet_Unconfirmed_Intent_Manual_WithdrawalInputs */

const spec_wallet_unconfirmed_intent_manual_withdrawal = /** @type {(inputs: Wallet_Unconfirmed_Intent_Manual_WithdrawalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Manual withdrawal of ${i?.amount} ETB`)
};

const am_wallet_unconfirmed_intent_manual_withdrawal = /** @type {(inputs: Wallet_Unconfirmed_Intent_Manual_WithdrawalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`የ${i?.amount} ብር በእጅ ወጪ`)
};

const en_wallet_unconfirmed_intent_manual_withdrawal = /** @type {(inputs: Wallet_Unconfirmed_Intent_Manual_WithdrawalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Manual withdrawal of ${i?.amount} ETB`)
};

/**
* | output |
* | --- |
* | "Manual withdrawal of {amount} ETB" |
*
* @param {Wallet_Unconfirmed_Intent_Manual_WithdrawalInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_unconfirmed_intent_manual_withdrawal = /** @type {((inputs: Wallet_Unconfirmed_Intent_Manual_WithdrawalInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Unconfirmed_Intent_Manual_WithdrawalInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_unconfirmed_intent_manual_withdrawal(inputs)
	if (locale === "en") return en_wallet_unconfirmed_intent_manual_withdrawal(inputs)
	return spec_wallet_unconfirmed_intent_manual_withdrawal(inputs)
});