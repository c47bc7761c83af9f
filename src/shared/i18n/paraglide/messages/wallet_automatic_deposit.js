/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Automatic_DepositInputs */

const spec_wallet_automatic_deposit = /** @type {(inputs: Wallet_Automatic_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Automatic deposit`)
};

const am_wallet_automatic_deposit = /** @type {(inputs: Wallet_Automatic_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በቀጥታ ገቢ`)
};

const en_wallet_automatic_deposit = /** @type {(inputs: Wallet_Automatic_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Automatic deposit`)
};

/**
* | output |
* | --- |
* | "Automatic deposit" |
*
* @param {Wallet_Automatic_DepositInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_automatic_deposit = /** @type {((inputs?: Wallet_Automatic_DepositInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Automatic_DepositInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_automatic_deposit(inputs)
	if (locale === "en") return en_wallet_automatic_deposit(inputs)
	return spec_wallet_automatic_deposit(inputs)
});