/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Wallet_Row_BalanceInputs */

const spec_wallet_row_balance = /** @type {(inputs: Wallet_Row_BalanceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Balance: ${i?.amount} ETB`)
};

const am_wallet_row_balance = /** @type {(inputs: Wallet_Row_BalanceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ቀሪ ሂሳብ፦ ${i?.amount} ብር`)
};

const en_wallet_row_balance = /** @type {(inputs: Wallet_Row_BalanceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Balance: ${i?.amount} ETB`)
};

/**
* | output |
* | --- |
* | "Balance: {amount} ETB" |
*
* @param {Wallet_Row_BalanceInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_row_balance = /** @type {((inputs: Wallet_Row_BalanceInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Row_BalanceInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_row_balance(inputs)
	if (locale === "en") return en_wallet_row_balance(inputs)
	return spec_wallet_row_balance(inputs)
});