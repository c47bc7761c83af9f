/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Wallet_Amount_EtbInputs */

const spec_wallet_amount_etb = /** @type {(inputs: Wallet_Amount_EtbInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ETB`)
};

const am_wallet_amount_etb = /** @type {(inputs: Wallet_Amount_EtbInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ብር`)
};

const en_wallet_amount_etb = /** @type {(inputs: Wallet_Amount_EtbInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ETB`)
};

/**
* | output |
* | --- |
* | "{amount} ETB" |
*
* @param {Wallet_Amount_EtbInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_amount_etb = /** @type {((inputs: Wallet_Amount_EtbInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Amount_EtbInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_amount_etb(inputs)
	if (locale === "en") return en_wallet_amount_etb(inputs)
	return spec_wallet_amount_etb(inputs)
});