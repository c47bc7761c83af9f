/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Col_SumInputs */

const spec_wallet_col_sum = /** @type {(inputs: Wallet_Col_SumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sum (ETB)`)
};

const am_wallet_col_sum = /** @type {(inputs: Wallet_Col_SumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ድምር (ብር)`)
};

const en_wallet_col_sum = /** @type {(inputs: Wallet_Col_SumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sum (ETB)`)
};

/**
* | output |
* | --- |
* | "Sum (ETB)" |
*
* @param {Wallet_Col_SumInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_col_sum = /** @type {((inputs?: Wallet_Col_SumInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Col_SumInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_col_sum(inputs)
	if (locale === "en") return en_wallet_col_sum(inputs)
	return spec_wallet_col_sum(inputs)
});