/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_TabsInputs */

const spec_wallet_tabs = /** @type {(inputs: Wallet_TabsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wallet`)
};

const am_wallet_tabs = /** @type {(inputs: Wallet_TabsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ዋሌት`)
};

const en_wallet_tabs = /** @type {(inputs: Wallet_TabsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wallet`)
};

/**
* | output |
* | --- |
* | "Wallet" |
*
* @param {Wallet_TabsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_tabs = /** @type {((inputs?: Wallet_TabsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_TabsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_tabs(inputs)
	if (locale === "en") return en_wallet_tabs(inputs)
	return spec_wallet_tabs(inputs)
});