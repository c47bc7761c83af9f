/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Menu_TransactionsInputs */

const spec_account_menu_transactions = /** @type {(inputs: Account_Menu_TransactionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transaction History`)
};

const am_account_menu_transactions = /** @type {(inputs: Account_Menu_TransactionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የግብይት ታሪክ`)
};

const en_account_menu_transactions = /** @type {(inputs: Account_Menu_TransactionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transaction History`)
};

/**
* | output |
* | --- |
* | "Transaction History" |
*
* @param {Account_Menu_TransactionsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_menu_transactions = /** @type {((inputs?: Account_Menu_TransactionsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Menu_TransactionsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_menu_transactions(inputs)
	if (locale === "en") return en_account_menu_transactions(inputs)
	return spec_account_menu_transactions(inputs)
});