/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_TitleInputs */

const spec_wallet_title = /** @type {(inputs: Wallet_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wallet`)
};

const am_wallet_title = /** @type {(inputs: Wallet_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ዋሌት`)
};

const en_wallet_title = /** @type {(inputs: Wallet_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wallet`)
};

/**
* | output |
* | --- |
* | "Wallet" |
*
* @param {Wallet_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_title = /** @type {((inputs?: Wallet_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_title(inputs)
	if (locale === "en") return en_wallet_title(inputs)
	return spec_wallet_title(inputs)
});