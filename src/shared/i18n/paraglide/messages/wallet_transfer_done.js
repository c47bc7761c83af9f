/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Transfer_DoneInputs */

const spec_wallet_transfer_done = /** @type {(inputs: Wallet_Transfer_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transfer completed.`)
};

const am_wallet_transfer_done = /** @type {(inputs: Wallet_Transfer_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ማስተላለፉ ተጠናቋል።`)
};

const en_wallet_transfer_done = /** @type {(inputs: Wallet_Transfer_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transfer completed.`)
};

/**
* | output |
* | --- |
* | "Transfer completed." |
*
* @param {Wallet_Transfer_DoneInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_transfer_done = /** @type {((inputs?: Wallet_Transfer_DoneInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Transfer_DoneInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_transfer_done(inputs)
	if (locale === "en") return en_wallet_transfer_done(inputs)
	return spec_wallet_transfer_done(inputs)
});