/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Current_BalanceInputs */

const spec_wallet_current_balance = /** @type {(inputs: Wallet_Current_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current balance`)
};

const am_wallet_current_balance = /** @type {(inputs: Wallet_Current_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`አሁን ያለዎት ሂሳብ`)
};

const en_wallet_current_balance = /** @type {(inputs: Wallet_Current_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current balance`)
};

/**
* | output |
* | --- |
* | "Current balance" |
*
* @param {Wallet_Current_BalanceInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_current_balance = /** @type {((inputs?: Wallet_Current_BalanceInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Current_BalanceInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_current_balance(inputs)
	if (locale === "en") return en_wallet_current_balance(inputs)
	return spec_wallet_current_balance(inputs)
});