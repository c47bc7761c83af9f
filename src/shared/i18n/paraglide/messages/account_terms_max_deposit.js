/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Account_Terms_Max_DepositInputs */

const spec_account_terms_max_deposit = /** @type {(inputs: Account_Terms_Max_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Maximum daily deposit: ${i?.amount} birr.`)
};

const am_account_terms_max_deposit = /** @type {(inputs: Account_Terms_Max_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ከፍተኛ የቀን ገቢ: ${i?.amount} ብር።`)
};

const en_account_terms_max_deposit = /** @type {(inputs: Account_Terms_Max_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Maximum daily deposit: ${i?.amount} ETB.`)
};

/**
* | output |
* | --- |
* | "Maximum daily deposit: {amount} ETB." |
*
* @param {Account_Terms_Max_DepositInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_max_deposit = /** @type {((inputs: Account_Terms_Max_DepositInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Terms_Max_DepositInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_terms_max_deposit(inputs)
	if (locale === "en") return en_account_terms_max_deposit(inputs)
	return spec_account_terms_max_deposit(inputs)
});