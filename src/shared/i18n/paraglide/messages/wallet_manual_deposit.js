/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Manual_DepositInputs */

const spec_wallet_manual_deposit = /** @type {(inputs: Wallet_Manual_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manual deposit`)
};

const am_wallet_manual_deposit = /** @type {(inputs: Wallet_Manual_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በእጅ ገቢ`)
};

const en_wallet_manual_deposit = /** @type {(inputs: Wallet_Manual_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manual deposit`)
};

/**
* | output |
* | --- |
* | "Manual deposit" |
*
* @param {Wallet_Manual_DepositInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_manual_deposit = /** @type {((inputs?: Wallet_Manual_DepositInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Manual_DepositInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_manual_deposit(inputs)
	if (locale === "en") return en_wallet_manual_deposit(inputs)
	return spec_wallet_manual_deposit(inputs)
});