/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Insufficient_BalanceInputs */

const spec_common_insufficient_balance = /** @type {(inputs: Common_Insufficient_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Insufficient balance!`)
};

const am_common_insufficient_balance = /** @type {(inputs: Common_Insufficient_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በቂ ሂሳብ የለዎትም!`)
};

const en_common_insufficient_balance = /** @type {(inputs: Common_Insufficient_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Insufficient balance!`)
};

/**
* | output |
* | --- |
* | "Insufficient balance!" |
*
* @param {Common_Insufficient_BalanceInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_insufficient_balance = /** @type {((inputs?: Common_Insufficient_BalanceInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Insufficient_BalanceInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_common_insufficient_balance(inputs)
	if (locale === "en") return en_common_insufficient_balance(inputs)
	return spec_common_insufficient_balance(inputs)
});