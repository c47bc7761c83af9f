/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Terms_CurrencyInputs */

const spec_account_terms_currency = /** @type {(inputs: Account_Terms_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All amounts are in Ethiopian birr (ETB).`)
};

const am_account_terms_currency = /** @type {(inputs: Account_Terms_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ሁሉም መጠኖች በኢትዮጵያ ብር ናቸው።`)
};

const en_account_terms_currency = /** @type {(inputs: Account_Terms_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All amounts are in Ethiopian birr (ETB).`)
};

/**
* | output |
* | --- |
* | "All amounts are in Ethiopian birr (ETB)." |
*
* @param {Account_Terms_CurrencyInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_currency = /** @type {((inputs?: Account_Terms_CurrencyInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Terms_CurrencyInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_terms_currency(inputs)
	if (locale === "en") return en_account_terms_currency(inputs)
	return spec_account_terms_currency(inputs)
});