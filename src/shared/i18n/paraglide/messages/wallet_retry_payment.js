/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Retry_PaymentInputs */

const spec_wallet_retry_payment = /** @type {(inputs: Wallet_Retry_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retry Payment`)
};

const am_wallet_retry_payment = /** @type {(inputs: Wallet_Retry_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ክፍያውን እንደገና ይሞክሩ`)
};

const en_wallet_retry_payment = /** @type {(inputs: Wallet_Retry_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retry payment`)
};

/**
* | output |
* | --- |
* | "Retry payment" |
*
* @param {Wallet_Retry_PaymentInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_retry_payment = /** @type {((inputs?: Wallet_Retry_PaymentInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Retry_PaymentInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_retry_payment(inputs)
	if (locale === "en") return en_wallet_retry_payment(inputs)
	return spec_wallet_retry_payment(inputs)
});