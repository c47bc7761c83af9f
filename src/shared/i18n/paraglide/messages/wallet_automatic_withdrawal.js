/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Automatic_WithdrawalInputs */

const spec_wallet_automatic_withdrawal = /** @type {(inputs: Wallet_Automatic_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Automatic withdrawal`)
};

const am_wallet_automatic_withdrawal = /** @type {(inputs: Wallet_Automatic_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በቀጥታ ወጪ`)
};

const en_wallet_automatic_withdrawal = /** @type {(inputs: Wallet_Automatic_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Automatic withdrawal`)
};

/**
* | output |
* | --- |
* | "Automatic withdrawal" |
*
* @param {Wallet_Automatic_WithdrawalInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_automatic_withdrawal = /** @type {((inputs?: Wallet_Automatic_WithdrawalInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Automatic_WithdrawalInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_automatic_withdrawal(inputs)
	if (locale === "en") return en_wallet_automatic_withdrawal(inputs)
	return spec_wallet_automatic_withdrawal(inputs)
});