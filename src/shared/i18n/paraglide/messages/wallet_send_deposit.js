/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Send_DepositInputs */

const spec_wallet_send_deposit = /** @type {(inputs: Wallet_Send_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send deposit request`)
};

const am_wallet_send_deposit = /** @type {(inputs: Wallet_Send_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የገቢ ጥያቄ ላክ`)
};

const en_wallet_send_deposit = /** @type {(inputs: Wallet_Send_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send deposit request`)
};

/**
* | output |
* | --- |
* | "Send deposit request" |
*
* @param {Wallet_Send_DepositInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_send_deposit = /** @type {((inputs?: Wallet_Send_DepositInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Send_DepositInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_send_deposit(inputs)
	if (locale === "en") return en_wallet_send_deposit(inputs)
	return spec_wallet_send_deposit(inputs)
});