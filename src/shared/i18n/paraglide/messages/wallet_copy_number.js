/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Copy_NumberInputs */

const spec_wallet_copy_number = /** @type {(inputs: Wallet_Copy_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy`)
};

const am_wallet_copy_number = /** @type {(inputs: Wallet_Copy_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ቅዳ`)
};

const en_wallet_copy_number = /** @type {(inputs: Wallet_Copy_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy`)
};

/**
* | output |
* | --- |
* | "Copy" |
*
* @param {Wallet_Copy_NumberInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_copy_number = /** @type {((inputs?: Wallet_Copy_NumberInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Copy_NumberInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_copy_number(inputs)
	if (locale === "en") return en_wallet_copy_number(inputs)
	return spec_wallet_copy_number(inputs)
});