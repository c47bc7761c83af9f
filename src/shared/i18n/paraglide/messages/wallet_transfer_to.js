/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Transfer_ToInputs */

const spec_wallet_transfer_to = /** @type {(inputs: Wallet_Transfer_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transfer to (phone)`)
};

const am_wallet_transfer_to = /** @type {(inputs: Wallet_Transfer_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ለማን (ስልክ ቁጥር)`)
};

const en_wallet_transfer_to = /** @type {(inputs: Wallet_Transfer_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transfer to (phone)`)
};

/**
* | output |
* | --- |
* | "Transfer to (phone)" |
*
* @param {Wallet_Transfer_ToInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_transfer_to = /** @type {((inputs?: Wallet_Transfer_ToInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Transfer_ToInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_transfer_to(inputs)
	if (locale === "en") return en_wallet_transfer_to(inputs)
	return spec_wallet_transfer_to(inputs)
});