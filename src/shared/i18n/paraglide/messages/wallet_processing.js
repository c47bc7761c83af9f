/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_ProcessingInputs */

const spec_wallet_processing = /** @type {(inputs: Wallet_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`processing ...`)
};

const am_wallet_processing = /** @type {(inputs: Wallet_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በሂደት ላይ ...`)
};

const en_wallet_processing = /** @type {(inputs: Wallet_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Processing...`)
};

/**
* | output |
* | --- |
* | "Processing..." |
*
* @param {Wallet_ProcessingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_processing = /** @type {((inputs?: Wallet_ProcessingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_ProcessingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_processing(inputs)
	if (locale === "en") return en_wallet_processing(inputs)
	return spec_wallet_processing(inputs)
});