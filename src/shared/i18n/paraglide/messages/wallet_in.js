/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Wallet_InInputs */

const spec_wallet_in = /** @type {(inputs: Wallet_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In: ${i?.amount} ETB`)
};

const am_wallet_in = /** @type {(inputs: Wallet_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ገቢ፦ ${i?.amount} ብር`)
};

const en_wallet_in = /** @type {(inputs: Wallet_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In: ${i?.amount} ETB`)
};

/**
* | output |
* | --- |
* | "In: {amount} ETB" |
*
* @param {Wallet_InInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_in = /** @type {((inputs: Wallet_InInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_InInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_in(inputs)
	if (locale === "en") return en_wallet_in(inputs)
	return spec_wallet_in(inputs)
});