/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Type_Transfer_InInputs */

const spec_wallet_type_transfer_in = /** @type {(inputs: Wallet_Type_Transfer_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transfer in`)
};

const am_wallet_type_transfer_in = /** @type {(inputs: Wallet_Type_Transfer_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የገባ ዝውውር`)
};

const en_wallet_type_transfer_in = /** @type {(inputs: Wallet_Type_Transfer_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transfer in`)
};

/**
* | output |
* | --- |
* | "Transfer in" |
*
* @param {Wallet_Type_Transfer_InInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_type_transfer_in = /** @type {((inputs?: Wallet_Type_Transfer_InInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Type_Transfer_InInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_type_transfer_in(inputs)
	if (locale === "en") return en_wallet_type_transfer_in(inputs)
	return spec_wallet_type_transfer_in(inputs)
});