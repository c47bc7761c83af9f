/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Type_WithdrawalInputs */

const spec_wallet_type_withdrawal = /** @type {(inputs: Wallet_Type_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdrawal`)
};

const am_wallet_type_withdrawal = /** @type {(inputs: Wallet_Type_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ወጪ`)
};

const en_wallet_type_withdrawal = /** @type {(inputs: Wallet_Type_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdrawal`)
};

/**
* | output |
* | --- |
* | "Withdrawal" |
*
* @param {Wallet_Type_WithdrawalInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_type_withdrawal = /** @type {((inputs?: Wallet_Type_WithdrawalInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Type_WithdrawalInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_type_withdrawal(inputs)
	if (locale === "en") return en_wallet_type_withdrawal(inputs)
	return spec_wallet_type_withdrawal(inputs)
});