/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Wallet_Unconfirmed_Intent_DepositInputs */

const spec_wallet_unconfirmed_intent_deposit = /** @type {(inputs: Wallet_Unconfirmed_Intent_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deposit of ${i?.amount} ETB`)
};

const am_wallet_unconfirmed_intent_deposit = /** @type {(inputs: Wallet_Unconfirmed_Intent_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`የ${i?.amount} ብር ገቢ`)
};

const en_wallet_unconfirmed_intent_deposit = /** @type {(inputs: Wallet_Unconfirmed_Intent_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deposit of ${i?.amount} ETB`)
};

/**
* | output |
* | --- |
* | "Deposit of {amount} ETB" |
*
* @param {Wallet_Unconfirmed_Intent_DepositInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_unconfirmed_intent_deposit = /** @type {((inputs: Wallet_Unconfirmed_Intent_DepositInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Unconfirmed_Intent_DepositInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_unconfirmed_intent_deposit(inputs)
	if (locale === "en") return en_wallet_unconfirmed_intent_deposit(inputs)
	return spec_wallet_unconfirmed_intent_deposit(inputs)
});