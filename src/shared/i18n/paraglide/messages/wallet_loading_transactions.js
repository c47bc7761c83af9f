/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Loading_TransactionsInputs */

const spec_wallet_loading_transactions = /** @type {(inputs: Wallet_Loading_TransactionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading transactions...`)
};

const am_wallet_loading_transactions = /** @type {(inputs: Wallet_Loading_TransactionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ግብይቶች በመጫን ላይ...`)
};

const en_wallet_loading_transactions = /** @type {(inputs: Wallet_Loading_TransactionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading transactions...`)
};

/**
* | output |
* | --- |
* | "Loading transactions..." |
*
* @param {Wallet_Loading_TransactionsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_loading_transactions = /** @type {((inputs?: Wallet_Loading_TransactionsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Loading_TransactionsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_loading_transactions(inputs)
	if (locale === "en") return en_wallet_loading_transactions(inputs)
	return spec_wallet_loading_transactions(inputs)
});