/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Account_Terms_Min_DepositInputs */

const spec_account_terms_min_deposit = /** @type {(inputs: Account_Terms_Min_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Minimum deposit: ${i?.amount} birr.`)
};

const am_account_terms_min_deposit = /** @type {(inputs: Account_Terms_Min_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ዝቅተኛ ገቢ: ${i?.amount} ብር።`)
};

const en_account_terms_min_deposit = /** @type {(inputs: Account_Terms_Min_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Minimum deposit: ${i?.amount} ETB.`)
};

/**
* | output |
* | --- |
* | "Minimum deposit: {amount} ETB." |
*
* @param {Account_Terms_Min_DepositInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_min_deposit = /** @type {((inputs: Account_Terms_Min_DepositInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Terms_Min_DepositInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_terms_min_deposit(inputs)
	if (locale === "en") return en_account_terms_min_deposit(inputs)
	return spec_account_terms_min_deposit(inputs)
});