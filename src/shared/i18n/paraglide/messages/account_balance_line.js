/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Account_Balance_LineInputs */

const spec_account_balance_line = /** @type {(inputs: Account_Balance_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ETB`)
};

const am_account_balance_line = /** @type {(inputs: Account_Balance_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ብር`)
};

const en_account_balance_line = /** @type {(inputs: Account_Balance_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ETB`)
};

/**
* | output |
* | --- |
* | "{amount} ETB" |
*
* @param {Account_Balance_LineInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_balance_line = /** @type {((inputs: Account_Balance_LineInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Balance_LineInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_balance_line(inputs)
	if (locale === "en") return en_account_balance_line(inputs)
	return spec_account_balance_line(inputs)
});