/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Number_CopiedInputs */

const spec_wallet_number_copied = /** @type {(inputs: Wallet_Number_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Number copied`)
};

const am_wallet_number_copied = /** @type {(inputs: Wallet_Number_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ቁጥሩ ተቀድቷል`)
};

const en_wallet_number_copied = /** @type {(inputs: Wallet_Number_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Number copied`)
};

/**
* | output |
* | --- |
* | "Number copied" |
*
* @param {Wallet_Number_CopiedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_number_copied = /** @type {((inputs?: Wallet_Number_CopiedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Number_CopiedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_number_copied(inputs)
	if (locale === "en") return en_wallet_number_copied(inputs)
	return spec_wallet_number_copied(inputs)
});