/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_WithdrawInputs */

const spec_wallet_withdraw = /** @type {(inputs: Wallet_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdraw`)
};

const am_wallet_withdraw = /** @type {(inputs: Wallet_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ወጪ`)
};

const en_wallet_withdraw = /** @type {(inputs: Wallet_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdraw`)
};

/**
* | output |
* | --- |
* | "Withdraw" |
*
* @param {Wallet_WithdrawInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_withdraw = /** @type {((inputs?: Wallet_WithdrawInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_WithdrawInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_withdraw(inputs)
	if (locale === "en") return en_wallet_withdraw(inputs)
	return spec_wallet_withdraw(inputs)
});