/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Safe_RetryInputs */

const spec_wallet_safe_retry = /** @type {(inputs: Wallet_Safe_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trying again is safe: it will not be done twice.`)
};

const am_wallet_safe_retry = /** @type {(inputs: Wallet_Safe_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እንደገና መሞከር ችግር የለውም፤ ሁለት ጊዜ አይፈጸምም።`)
};

const en_wallet_safe_retry = /** @type {(inputs: Wallet_Safe_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trying again is safe: it will not be done twice.`)
};

/**
* | output |
* | --- |
* | "Trying again is safe: it will not be done twice." |
*
* @param {Wallet_Safe_RetryInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_safe_retry = /** @type {((inputs?: Wallet_Safe_RetryInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Safe_RetryInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_safe_retry(inputs)
	if (locale === "en") return en_wallet_safe_retry(inputs)
	return spec_wallet_safe_retry(inputs)
});