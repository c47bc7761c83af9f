/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_AutomaticInputs */

const spec_wallet_automatic = /** @type {(inputs: Wallet_AutomaticInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Automatic`)
};

const am_wallet_automatic = /** @type {(inputs: Wallet_AutomaticInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በቀጥታ`)
};

const en_wallet_automatic = /** @type {(inputs: Wallet_AutomaticInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Automatic`)
};

/**
* | output |
* | --- |
* | "Automatic" |
*
* @param {Wallet_AutomaticInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_automatic = /** @type {((inputs?: Wallet_AutomaticInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_AutomaticInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_automatic(inputs)
	if (locale === "en") return en_wallet_automatic(inputs)
	return spec_wallet_automatic(inputs)
});