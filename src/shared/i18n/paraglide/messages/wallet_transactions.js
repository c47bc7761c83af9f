/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_TransactionsInputs */

const spec_wallet_transactions = /** @type {(inputs: Wallet_TransactionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transactions`)
};

const am_wallet_transactions = /** @type {(inputs: Wallet_TransactionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ግብይቶች`)
};

const en_wallet_transactions = /** @type {(inputs: Wallet_TransactionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transactions`)
};

/**
* | output |
* | --- |
* | "Transactions" |
*
* @param {Wallet_TransactionsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_transactions = /** @type {((inputs?: Wallet_TransactionsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_TransactionsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_transactions(inputs)
	if (locale === "en") return en_wallet_transactions(inputs)
	return spec_wallet_transactions(inputs)
});