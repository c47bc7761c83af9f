/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Wallet_Chart_Label_NowInputs */

const spec_wallet_chart_label_now = /** @type {(inputs: Wallet_Chart_Label_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Balance over time chart, now ${i?.amount} ETB`)
};

const am_wallet_chart_label_now = /** @type {(inputs: Wallet_Chart_Label_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`የሂሳብ ለውጥ ሰንጠረዥ፣ አሁን ${i?.amount} ብር`)
};

const en_wallet_chart_label_now = /** @type {(inputs: Wallet_Chart_Label_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Balance over time chart, now ${i?.amount} ETB`)
};

/**
* | output |
* | --- |
* | "Balance over time chart, now {amount} ETB" |
*
* @param {Wallet_Chart_Label_NowInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_chart_label_now = /** @type {((inputs: Wallet_Chart_Label_NowInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Chart_Label_NowInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_chart_label_now(inputs)
	if (locale === "en") return en_wallet_chart_label_now(inputs)
	return spec_wallet_chart_label_now(inputs)
});