/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Account_Terms_Max_WithdrawalInputs */

const spec_account_terms_max_withdrawal = /** @type {(inputs: Account_Terms_Max_WithdrawalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Maximum daily withdrawal: ${i?.amount} birr.`)
};

const am_account_terms_max_withdrawal = /** @type {(inputs: Account_Terms_Max_WithdrawalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ከፍተኛ የቀን ወጪ: ${i?.amount} ብር።`)
};

const en_account_terms_max_withdrawal = /** @type {(inputs: Account_Terms_Max_WithdrawalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Maximum daily withdrawal: ${i?.amount} ETB.`)
};

/**
* | output |
* | --- |
* | "Maximum daily withdrawal: {amount} ETB." |
*
* @param {Account_Terms_Max_WithdrawalInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_max_withdrawal = /** @type {((inputs: Account_Terms_Max_WithdrawalInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Terms_Max_WithdrawalInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_terms_max_withdrawal(inputs)
	if (locale === "en") return en_account_terms_max_withdrawal(inputs)
	return spec_account_terms_max_withdrawal(inputs)
});