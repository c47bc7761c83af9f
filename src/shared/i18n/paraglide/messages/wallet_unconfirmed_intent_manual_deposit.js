/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Wallet_Unconfirmed_Intent_Manual_DepositInputs */

const spec_wallet_unconfirmed_intent_manual_deposit = /** @type {(inputs: Wallet_Unconfirmed_Intent_Manual_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Manual deposit of ${i?.amount} ETB`)
};

const am_wallet_unconfirmed_intent_manual_deposit = /** @type {(inputs: Wallet_Unconfirmed_Intent_Manual_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`የ${i?.amount} ብር በእጅ ገቢ`)
};

const en_wallet_unconfirmed_intent_manual_deposit = /** @type {(inputs: Wallet_Unconfirmed_Intent_Manual_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Manual deposit of ${i?.amount} ETB`)
};

/**
* | output |
* | --- |
* | "Manual deposit of {amount} ETB" |
*
* @param {Wallet_Unconfirmed_Intent_Manual_DepositInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_unconfirmed_intent_manual_deposit = /** @type {((inputs: Wallet_Unconfirmed_Intent_Manual_DepositInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Unconfirmed_Intent_Manual_DepositInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_unconfirmed_intent_manual_deposit(inputs)
	if (locale === "en") return en_wallet_unconfirmed_intent_manual_deposit(inputs)
	return spec_wallet_unconfirmed_intent_manual_deposit(inputs)
});