/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Wallet_Row_DateInputs */

const spec_wallet_row_date = /** @type {(inputs: Wallet_Row_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Date: ${i?.date}`)
};

const am_wallet_row_date = /** @type {(inputs: Wallet_Row_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ቀን፦ ${i?.date}`)
};

const en_wallet_row_date = /** @type {(inputs: Wallet_Row_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Date: ${i?.date}`)
};

/**
* | output |
* | --- |
* | "Date: {date}" |
*
* @param {Wallet_Row_DateInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_row_date = /** @type {((inputs: Wallet_Row_DateInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Row_DateInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_row_date(inputs)
	if (locale === "en") return en_wallet_row_date(inputs)
	return spec_wallet_row_date(inputs)
});