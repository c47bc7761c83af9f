/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Col_CountInputs */

const spec_wallet_col_count = /** @type {(inputs: Wallet_Col_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Count`)
};

const am_wallet_col_count = /** @type {(inputs: Wallet_Col_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ብዛት`)
};

const en_wallet_col_count = /** @type {(inputs: Wallet_Col_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Count`)
};

/**
* | output |
* | --- |
* | "Count" |
*
* @param {Wallet_Col_CountInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_col_count = /** @type {((inputs?: Wallet_Col_CountInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Col_CountInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_col_count(inputs)
	if (locale === "en") return en_wallet_col_count(inputs)
	return spec_wallet_col_count(inputs)
});