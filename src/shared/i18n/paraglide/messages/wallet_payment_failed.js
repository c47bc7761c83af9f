/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Payment_FailedInputs */

const spec_wallet_payment_failed = /** @type {(inputs: Wallet_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment failed`)
};

const am_wallet_payment_failed = /** @type {(inputs: Wallet_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ክፍያው አልተሳካም`)
};

const en_wallet_payment_failed = /** @type {(inputs: Wallet_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment failed`)
};

/**
* | output |
* | --- |
* | "Payment failed" |
*
* @param {Wallet_Payment_FailedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_payment_failed = /** @type {((inputs?: Wallet_Payment_FailedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Payment_FailedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_payment_failed(inputs)
	if (locale === "en") return en_wallet_payment_failed(inputs)
	return spec_wallet_payment_failed(inputs)
});