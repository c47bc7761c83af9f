/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Go_BackInputs */

const spec_wallet_go_back = /** @type {(inputs: Wallet_Go_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go Back`)
};

const am_wallet_go_back = /** @type {(inputs: Wallet_Go_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ተመለስ`)
};

const en_wallet_go_back = /** @type {(inputs: Wallet_Go_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go back`)
};

/**
* | output |
* | --- |
* | "Go back" |
*
* @param {Wallet_Go_BackInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_go_back = /** @type {((inputs?: Wallet_Go_BackInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Go_BackInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_go_back(inputs)
	if (locale === "en") return en_wallet_go_back(inputs)
	return spec_wallet_go_back(inputs)
});