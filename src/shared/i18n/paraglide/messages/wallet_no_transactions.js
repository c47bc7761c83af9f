/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_No_TransactionsInputs */

const spec_wallet_no_transactions = /** @type {(inputs: Wallet_No_TransactionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No transaction history available`)
};

const am_wallet_no_transactions = /** @type {(inputs: Wallet_No_TransactionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ምንም የግብይት ታሪክ የለም`)
};

const en_wallet_no_transactions = /** @type {(inputs: Wallet_No_TransactionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No transaction history available`)
};

/**
* | output |
* | --- |
* | "No transaction history available" |
*
* @param {Wallet_No_TransactionsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_no_transactions = /** @type {((inputs?: Wallet_No_TransactionsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_No_TransactionsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_no_transactions(inputs)
	if (locale === "en") return en_wallet_no_transactions(inputs)
	return spec_wallet_no_transactions(inputs)
});