/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Processing_ButtonInputs */

const spec_wallet_processing_button = /** @type {(inputs: Wallet_Processing_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Processing...`)
};

const am_wallet_processing_button = /** @type {(inputs: Wallet_Processing_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በሂደት ላይ...`)
};

const en_wallet_processing_button = /** @type {(inputs: Wallet_Processing_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Processing...`)
};

/**
* | output |
* | --- |
* | "Processing..." |
*
* @param {Wallet_Processing_ButtonInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_processing_button = /** @type {((inputs?: Wallet_Processing_ButtonInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Processing_ButtonInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_processing_button(inputs)
	if (locale === "en") return en_wallet_processing_button(inputs)
	return spec_wallet_processing_button(inputs)
});