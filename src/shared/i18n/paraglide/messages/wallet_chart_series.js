/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Chart_SeriesInputs */

const spec_wallet_chart_series = /** @type {(inputs: Wallet_Chart_SeriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Balance (ETB)`)
};

const am_wallet_chart_series = /** @type {(inputs: Wallet_Chart_SeriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ሂሳብ (ብር)`)
};

const en_wallet_chart_series = /** @type {(inputs: Wallet_Chart_SeriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Balance (ETB)`)
};

/**
* | output |
* | --- |
* | "Balance (ETB)" |
*
* @param {Wallet_Chart_SeriesInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_chart_series = /** @type {((inputs?: Wallet_Chart_SeriesInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Chart_SeriesInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_chart_series(inputs)
	if (locale === "en") return en_wallet_chart_series(inputs)
	return spec_wallet_chart_series(inputs)
});