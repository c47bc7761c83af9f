/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Col_AmountInputs */

const spec_wallet_col_amount = /** @type {(inputs: Wallet_Col_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount`)
};

const am_wallet_col_amount = /** @type {(inputs: Wallet_Col_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`መጠን`)
};

const en_wallet_col_amount = /** @type {(inputs: Wallet_Col_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount`)
};

/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Wallet_Col_AmountInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_col_amount = /** @type {((inputs?: Wallet_Col_AmountInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Col_AmountInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_col_amount(inputs)
	if (locale === "en") return en_wallet_col_amount(inputs)
	return spec_wallet_col_amount(inputs)
});