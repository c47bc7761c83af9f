/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Account_Terms_Min_WithdrawalInputs */

const spec_account_terms_min_withdrawal = /** @type {(inputs: Account_Terms_Min_WithdrawalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Minimum withdrawal: ${i?.amount} birr.`)
};

const am_account_terms_min_withdrawal = /** @type {(inputs: Account_Terms_Min_WithdrawalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ዝቅተኛ ወጪ: ${i?.amount} ብር።`)
};

const en_account_terms_min_withdrawal = /** @type {(inputs: Account_Terms_Min_WithdrawalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Minimum withdrawal: ${i?.amount} ETB.`)
};

/**
* | output |
* | --- |
* | "Minimum withdrawal: {amount} ETB." |
*
* @param {Account_Terms_Min_WithdrawalInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_min_withdrawal = /** @type {((inputs: Account_Terms_Min_WithdrawalInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Terms_Min_WithdrawalInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_terms_min_withdrawal(inputs)
	if (locale === "en") return en_account_terms_min_withdrawal(inputs)
	return spec_account_terms_min_withdrawal(inputs)
});