/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Col_BalanceInputs */

const spec_wallet_col_balance = /** @type {(inputs: Wallet_Col_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Balance`)
};

const am_wallet_col_balance = /** @type {(inputs: Wallet_Col_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ቀሪ ሂሳብ`)
};

const en_wallet_col_balance = /** @type {(inputs: Wallet_Col_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Balance`)
};

/**
* | output |
* | --- |
* | "Balance" |
*
* @param {Wallet_Col_BalanceInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_col_balance = /** @type {((inputs?: Wallet_Col_BalanceInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Col_BalanceInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_col_balance(inputs)
	if (locale === "en") return en_wallet_col_balance(inputs)
	return spec_wallet_col_balance(inputs)
});