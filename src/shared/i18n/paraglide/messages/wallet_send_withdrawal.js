/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Send_WithdrawalInputs */

const spec_wallet_send_withdrawal = /** @type {(inputs: Wallet_Send_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send withdrawal request`)
};

const am_wallet_send_withdrawal = /** @type {(inputs: Wallet_Send_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የወጪ ጥያቄ ላክ`)
};

const en_wallet_send_withdrawal = /** @type {(inputs: Wallet_Send_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send withdrawal request`)
};

/**
* | output |
* | --- |
* | "Send withdrawal request" |
*
* @param {Wallet_Send_WithdrawalInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_send_withdrawal = /** @type {((inputs?: Wallet_Send_WithdrawalInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Send_WithdrawalInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_send_withdrawal(inputs)
	if (locale === "en") return en_wallet_send_withdrawal(inputs)
	return spec_wallet_send_withdrawal(inputs)
});