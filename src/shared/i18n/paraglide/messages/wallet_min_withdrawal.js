/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown> }} Wallet_Min_WithdrawalInputs */

const spec_wallet_min_withdrawal = /** @type {(inputs: Wallet_Min_WithdrawalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Minimum withdrawal is ${i?.min} ETB.`)
};

const am_wallet_min_withdrawal = /** @type {(inputs: Wallet_Min_WithdrawalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ዝቅተኛው ወጪ ${i?.min} ብር ነው።`)
};

const en_wallet_min_withdrawal = /** @type {(inputs: Wallet_Min_WithdrawalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The minimum withdrawal is ${i?.min} ETB.`)
};

/**
* | output |
* | --- |
* | "The minimum withdrawal is {min} ETB." |
*
* @param {Wallet_Min_WithdrawalInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_min_withdrawal = /** @type {((inputs: Wallet_Min_WithdrawalInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Min_WithdrawalInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_min_withdrawal(inputs)
	if (locale === "en") return en_wallet_min_withdrawal(inputs)
	return spec_wallet_min_withdrawal(inputs)
});