/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Loading_ChartInputs */

const spec_wallet_loading_chart = /** @type {(inputs: Wallet_Loading_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading chart...`)
};

const am_wallet_loading_chart = /** @type {(inputs: Wallet_Loading_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ሰንጠረዡ በመጫን ላይ...`)
};

const en_wallet_loading_chart = /** @type {(inputs: Wallet_Loading_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading chart...`)
};

/**
* | output |
* | --- |
* | "Loading chart..." |
*
* @param {Wallet_Loading_ChartInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_loading_chart = /** @type {((inputs?: Wallet_Loading_ChartInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Loading_ChartInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_loading_chart(inputs)
	if (locale === "en") return en_wallet_loading_chart(inputs)
	return spec_wallet_loading_chart(inputs)
});