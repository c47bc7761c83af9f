/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Not_AvailableInputs */

const spec_wallet_not_available = /** @type {(inputs: Wallet_Not_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (not available yet)`)
};

const am_wallet_not_available = /** @type {(inputs: Wallet_Not_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (ገና አልተጀመረም)`)
};

const en_wallet_not_available = /** @type {(inputs: Wallet_Not_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (not available yet)`)
};

/**
* | output |
* | --- |
* | "(not available yet)" |
*
* @param {Wallet_Not_AvailableInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_not_available = /** @type {((inputs?: Wallet_Not_AvailableInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Not_AvailableInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_not_available(inputs)
	if (locale === "en") return en_wallet_not_available(inputs)
	return spec_wallet_not_available(inputs)
});