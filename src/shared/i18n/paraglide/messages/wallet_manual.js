/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_ManualInputs */

const spec_wallet_manual = /** @type {(inputs: Wallet_ManualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manual`)
};

const am_wallet_manual = /** @type {(inputs: Wallet_ManualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በእጅ`)
};

const en_wallet_manual = /** @type {(inputs: Wallet_ManualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manual`)
};

/**
* | output |
* | --- |
* | "Manual" |
*
* @param {Wallet_ManualInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_manual = /** @type {((inputs?: Wallet_ManualInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_ManualInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_manual(inputs)
	if (locale === "en") return en_wallet_manual(inputs)
	return spec_wallet_manual(inputs)
});