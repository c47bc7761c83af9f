/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Wallet_OutInputs */

const spec_wallet_out = /** @type {(inputs: Wallet_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Out: ${i?.amount} ETB`)
};

const am_wallet_out = /** @type {(inputs: Wallet_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ወጪ፦ ${i?.amount} ብር`)
};

const en_wallet_out = /** @type {(inputs: Wallet_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Out: ${i?.amount} ETB`)
};

/**
* | output |
* | --- |
* | "Out: {amount} ETB" |
*
* @param {Wallet_OutInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_out = /** @type {((inputs: Wallet_OutInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_OutInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_out(inputs)
	if (locale === "en") return en_wallet_out(inputs)
	return spec_wallet_out(inputs)
});