/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_DepositInputs */

const spec_wallet_deposit = /** @type {(inputs: Wallet_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deposit`)
};

const am_wallet_deposit = /** @type {(inputs: Wallet_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ገቢ`)
};

const en_wallet_deposit = /** @type {(inputs: Wallet_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deposit`)
};

/**
* | output |
* | --- |
* | "Deposit" |
*
* @param {Wallet_DepositInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_deposit = /** @type {((inputs?: Wallet_DepositInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_DepositInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_deposit(inputs)
	if (locale === "en") return en_wallet_deposit(inputs)
	return spec_wallet_deposit(inputs)
});