/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_SummaryInputs */

const spec_wallet_summary = /** @type {(inputs: Wallet_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Summary`)
};

const am_wallet_summary = /** @type {(inputs: Wallet_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ማጠቃለያ`)
};

const en_wallet_summary = /** @type {(inputs: Wallet_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Summary`)
};

/**
* | output |
* | --- |
* | "Summary" |
*
* @param {Wallet_SummaryInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_summary = /** @type {((inputs?: Wallet_SummaryInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_SummaryInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_summary(inputs)
	if (locale === "en") return en_wallet_summary(inputs)
	return spec_wallet_summary(inputs)
});