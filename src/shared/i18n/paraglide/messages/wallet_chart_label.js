/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Chart_LabelInputs */

const spec_wallet_chart_label = /** @type {(inputs: Wallet_Chart_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Balance over time chart`)
};

const am_wallet_chart_label = /** @type {(inputs: Wallet_Chart_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የሂሳብ ለውጥ ሰንጠረዥ`)
};

const en_wallet_chart_label = /** @type {(inputs: Wallet_Chart_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Balance over time chart`)
};

/**
* | output |
* | --- |
* | "Balance over time chart" |
*
* @param {Wallet_Chart_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_chart_label = /** @type {((inputs?: Wallet_Chart_LabelInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Chart_LabelInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_chart_label(inputs)
	if (locale === "en") return en_wallet_chart_label(inputs)
	return spec_wallet_chart_label(inputs)
});