/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Deposit_LimitsInputs */

const spec_wallet_deposit_limits = /** @type {(inputs: Wallet_Deposit_LimitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deposit limits`)
};

const am_wallet_deposit_limits = /** @type {(inputs: Wallet_Deposit_LimitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የገቢ ገደቦች`)
};

const en_wallet_deposit_limits = /** @type {(inputs: Wallet_Deposit_LimitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deposit limits`)
};

/**
* | output |
* | --- |
* | "Deposit limits" |
*
* @param {Wallet_Deposit_LimitsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_deposit_limits = /** @type {((inputs?: Wallet_Deposit_LimitsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Deposit_LimitsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_deposit_limits(inputs)
	if (locale === "en") return en_wallet_deposit_limits(inputs)
	return spec_wallet_deposit_limits(inputs)
});