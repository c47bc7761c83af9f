/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_CancelInputs */

const spec_wallet_cancel = /** @type {(inputs: Wallet_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

const am_wallet_cancel = /** @type {(inputs: Wallet_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ይቅር`)
};

const en_wallet_cancel = /** @type {(inputs: Wallet_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Wallet_CancelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_cancel = /** @type {((inputs?: Wallet_CancelInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_CancelInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_cancel(inputs)
	if (locale === "en") return en_wallet_cancel(inputs)
	return spec_wallet_cancel(inputs)
});