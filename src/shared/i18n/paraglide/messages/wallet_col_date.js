/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Col_DateInputs */

const spec_wallet_col_date = /** @type {(inputs: Wallet_Col_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date`)
};

const am_wallet_col_date = /** @type {(inputs: Wallet_Col_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ቀን`)
};

const en_wallet_col_date = /** @type {(inputs: Wallet_Col_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date`)
};

/**
* | output |
* | --- |
* | "Date" |
*
* @param {Wallet_Col_DateInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_col_date = /** @type {((inputs?: Wallet_Col_DateInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Col_DateInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_col_date(inputs)
	if (locale === "en") return en_wallet_col_date(inputs)
	return spec_wallet_col_date(inputs)
});