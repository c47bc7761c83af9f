/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_InsufficientInputs */

const spec_wallet_insufficient = /** @type {(inputs: Wallet_InsufficientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`insufficient balance!`)
};

const am_wallet_insufficient = /** @type {(inputs: Wallet_InsufficientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በቂ ሂሳብ የለዎትም!`)
};

const en_wallet_insufficient = /** @type {(inputs: Wallet_InsufficientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Insufficient balance!`)
};

/**
* | output |
* | --- |
* | "Insufficient balance!" |
*
* @param {Wallet_InsufficientInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_insufficient = /** @type {((inputs?: Wallet_InsufficientInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_InsufficientInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_insufficient(inputs)
	if (locale === "en") return en_wallet_insufficient(inputs)
	return spec_wallet_insufficient(inputs)
});