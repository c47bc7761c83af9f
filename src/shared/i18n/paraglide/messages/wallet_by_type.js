/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_By_TypeInputs */

const spec_wallet_by_type = /** @type {(inputs: Wallet_By_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By type`)
};

const am_wallet_by_type = /** @type {(inputs: Wallet_By_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በዓይነት`)
};

const en_wallet_by_type = /** @type {(inputs: Wallet_By_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By type`)
};

/**
* | output |
* | --- |
* | "By type" |
*
* @param {Wallet_By_TypeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_by_type = /** @type {((inputs?: Wallet_By_TypeInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_By_TypeInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_by_type(inputs)
	if (locale === "en") return en_wallet_by_type(inputs)
	return spec_wallet_by_type(inputs)
});