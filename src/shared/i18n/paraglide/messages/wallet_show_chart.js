/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Show_ChartInputs */

const spec_wallet_show_chart = /** @type {(inputs: Wallet_Show_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show chart`)
};

const am_wallet_show_chart = /** @type {(inputs: Wallet_Show_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ሰንጠረዡን አሳይ`)
};

const en_wallet_show_chart = /** @type {(inputs: Wallet_Show_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show chart`)
};

/**
* | output |
* | --- |
* | "Show chart" |
*
* @param {Wallet_Show_ChartInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_show_chart = /** @type {((inputs?: Wallet_Show_ChartInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Show_ChartInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_show_chart(inputs)
	if (locale === "en") return en_wallet_show_chart(inputs)
	return spec_wallet_show_chart(inputs)
});