/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown> }} Wallet_Processing_HoursInputs */

const spec_wallet_processing_hours = /** @type {(inputs: Wallet_Processing_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Processing takes up to ${i?.hours} hours`)
};

const am_wallet_processing_hours = /** @type {(inputs: Wallet_Processing_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ሂደቱ እስከ ${i?.hours} ሰዓት ይወስዳል`)
};

const en_wallet_processing_hours = /** @type {(inputs: Wallet_Processing_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Processing takes up to ${i?.hours} hours`)
};

/**
* | output |
* | --- |
* | "Processing takes up to {hours} hours" |
*
* @param {Wallet_Processing_HoursInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_processing_hours = /** @type {((inputs: Wallet_Processing_HoursInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Processing_HoursInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_processing_hours(inputs)
	if (locale === "en") return en_wallet_processing_hours(inputs)
	return spec_wallet_processing_hours(inputs)
});