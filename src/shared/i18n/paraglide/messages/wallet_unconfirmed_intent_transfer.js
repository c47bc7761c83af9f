/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, receiver: NonNullable<unknown> }} Wallet_Unconfirmed_Intent_TransferInputs */

const spec_wallet_unconfirmed_intent_transfer = /** @type {(inputs: Wallet_Unconfirmed_Intent_TransferInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Transfer of ${i?.amount} ETB to ${i?.receiver}`)
};

const am_wallet_unconfirmed_intent_transfer = /** @type {(inputs: Wallet_Unconfirmed_Intent_TransferInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`የ${i?.amount} ብር ማስተላለፍ ወደ ${i?.receiver}`)
};

const en_wallet_unconfirmed_intent_transfer = /** @type {(inputs: Wallet_Unconfirmed_Intent_TransferInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Transfer of ${i?.amount} ETB to ${i?.receiver}`)
};

/**
* | output |
* | --- |
* | "Transfer of {amount} ETB to {receiver}" |
*
* @param {Wallet_Unconfirmed_Intent_TransferInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_unconfirmed_intent_transfer = /** @type {((inputs: Wallet_Unconfirmed_Intent_TransferInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Unconfirmed_Intent_TransferInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_unconfirmed_intent_transfer(inputs)
	if (locale === "en") return en_wallet_unconfirmed_intent_transfer(inputs)
	return spec_wallet_unconfirmed_intent_transfer(inputs)
});