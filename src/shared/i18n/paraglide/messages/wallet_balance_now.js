/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Wallet_Balance_NowInputs */

const spec_wallet_balance_now = /** @type {(inputs: Wallet_Balance_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your balance is now ${i?.amount} ETB.`)
};

const am_wallet_balance_now = /** @type {(inputs: Wallet_Balance_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`አሁን ያለዎት ሂሳብ ${i?.amount} ብር ነው።`)
};

const en_wallet_balance_now = /** @type {(inputs: Wallet_Balance_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your balance is now ${i?.amount} ETB.`)
};

/**
* | output |
* | --- |
* | "Your balance is now {amount} ETB." |
*
* @param {Wallet_Balance_NowInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_balance_now = /** @type {((inputs: Wallet_Balance_NowInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Balance_NowInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_balance_now(inputs)
	if (locale === "en") return en_wallet_balance_now(inputs)
	return spec_wallet_balance_now(inputs)
});