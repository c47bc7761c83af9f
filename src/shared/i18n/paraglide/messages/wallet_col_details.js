/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Col_DetailsInputs */

const spec_wallet_col_details = /** @type {(inputs: Wallet_Col_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details`)
};

const am_wallet_col_details = /** @type {(inputs: Wallet_Col_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ዝርዝር`)
};

const en_wallet_col_details = /** @type {(inputs: Wallet_Col_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details`)
};

/**
* | output |
* | --- |
* | "Details" |
*
* @param {Wallet_Col_DetailsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_col_details = /** @type {((inputs?: Wallet_Col_DetailsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Col_DetailsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_col_details(inputs)
	if (locale === "en") return en_wallet_col_details(inputs)
	return spec_wallet_col_details(inputs)
});