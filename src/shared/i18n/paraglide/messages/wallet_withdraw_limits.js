/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Withdraw_LimitsInputs */

const spec_wallet_withdraw_limits = /** @type {(inputs: Wallet_Withdraw_LimitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdrawal limits`)
};

const am_wallet_withdraw_limits = /** @type {(inputs: Wallet_Withdraw_LimitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የወጪ ገደቦች`)
};

const en_wallet_withdraw_limits = /** @type {(inputs: Wallet_Withdraw_LimitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdrawal limits`)
};

/**
* | output |
* | --- |
* | "Withdrawal limits" |
*
* @param {Wallet_Withdraw_LimitsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_withdraw_limits = /** @type {((inputs?: Wallet_Withdraw_LimitsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Withdraw_LimitsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_withdraw_limits(inputs)
	if (locale === "en") return en_wallet_withdraw_limits(inputs)
	return spec_wallet_withdraw_limits(inputs)
});