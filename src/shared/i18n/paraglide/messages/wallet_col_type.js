/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Col_TypeInputs */

const spec_wallet_col_type = /** @type {(inputs: Wallet_Col_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type`)
};

const am_wallet_col_type = /** @type {(inputs: Wallet_Col_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ዓይነት`)
};

const en_wallet_col_type = /** @type {(inputs: Wallet_Col_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type`)
};

/**
* | output |
* | --- |
* | "Type" |
*
* @param {Wallet_Col_TypeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_col_type = /** @type {((inputs?: Wallet_Col_TypeInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Col_TypeInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_col_type(inputs)
	if (locale === "en") return en_wallet_col_type(inputs)
	return spec_wallet_col_type(inputs)
});