/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Payment_MethodInputs */

const spec_wallet_payment_method = /** @type {(inputs: Wallet_Payment_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment method`)
};

const am_wallet_payment_method = /** @type {(inputs: Wallet_Payment_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የክፍያ ዘዴ`)
};

const en_wallet_payment_method = /** @type {(inputs: Wallet_Payment_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment method`)
};

/**
* | output |
* | --- |
* | "Payment method" |
*
* @param {Wallet_Payment_MethodInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_payment_method = /** @type {((inputs?: Wallet_Payment_MethodInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Payment_MethodInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_payment_method(inputs)
	if (locale === "en") return en_wallet_payment_method(inputs)
	return spec_wallet_payment_method(inputs)
});