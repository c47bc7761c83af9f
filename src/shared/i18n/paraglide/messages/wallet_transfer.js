/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_TransferInputs */

const spec_wallet_transfer = /** @type {(inputs: Wallet_TransferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transfer`)
};

const am_wallet_transfer = /** @type {(inputs: Wallet_TransferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ማስተላለፍ`)
};

const en_wallet_transfer = /** @type {(inputs: Wallet_TransferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transfer`)
};

/**
* | output |
* | --- |
* | "Transfer" |
*
* @param {Wallet_TransferInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_transfer = /** @type {((inputs?: Wallet_TransferInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_TransferInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_transfer(inputs)
	if (locale === "en") return en_wallet_transfer(inputs)
	return spec_wallet_transfer(inputs)
});