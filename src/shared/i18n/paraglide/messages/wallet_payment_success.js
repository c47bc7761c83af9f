/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Payment_SuccessInputs */

const spec_wallet_payment_success = /** @type {(inputs: Wallet_Payment_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment Successful`)
};

const am_wallet_payment_success = /** @type {(inputs: Wallet_Payment_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ክፍያው ተሳክቷል`)
};

const en_wallet_payment_success = /** @type {(inputs: Wallet_Payment_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment successful`)
};

/**
* | output |
* | --- |
* | "Payment successful" |
*
* @param {Wallet_Payment_SuccessInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_payment_success = /** @type {((inputs?: Wallet_Payment_SuccessInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Payment_SuccessInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_payment_success(inputs)
	if (locale === "en") return en_wallet_payment_success(inputs)
	return spec_wallet_payment_success(inputs)
});