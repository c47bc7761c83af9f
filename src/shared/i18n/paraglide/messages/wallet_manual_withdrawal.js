/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Manual_WithdrawalInputs */

const spec_wallet_manual_withdrawal = /** @type {(inputs: Wallet_Manual_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manual withdrawal`)
};

const am_wallet_manual_withdrawal = /** @type {(inputs: Wallet_Manual_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በእጅ ወጪ`)
};

const en_wallet_manual_withdrawal = /** @type {(inputs: Wallet_Manual_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manual withdrawal`)
};

/**
* | output |
* | --- |
* | "Manual withdrawal" |
*
* @param {Wallet_Manual_WithdrawalInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_manual_withdrawal = /** @type {((inputs?: Wallet_Manual_WithdrawalInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Manual_WithdrawalInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_manual_withdrawal(inputs)
	if (locale === "en") return en_wallet_manual_withdrawal(inputs)
	return spec_wallet_manual_withdrawal(inputs)
});