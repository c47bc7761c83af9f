/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Terms_MoneyInputs */

const spec_account_terms_money = /** @type {(inputs: Account_Terms_MoneyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deposits and withdrawals`)
};

const am_account_terms_money = /** @type {(inputs: Account_Terms_MoneyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ገቢና ወጪ`)
};

const en_account_terms_money = /** @type {(inputs: Account_Terms_MoneyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deposits and withdrawals`)
};

/**
* | output |
* | --- |
* | "Deposits and withdrawals" |
*
* @param {Account_Terms_MoneyInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_money = /** @type {((inputs?: Account_Terms_MoneyInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Terms_MoneyInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_terms_money(inputs)
	if (locale === "en") return en_account_terms_money(inputs)
	return spec_account_terms_money(inputs)
});