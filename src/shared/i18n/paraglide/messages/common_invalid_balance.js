/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Invalid_BalanceInputs */

const spec_common_invalid_balance = /** @type {(inputs: Common_Invalid_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid balance!`)
};

const am_common_invalid_balance = /** @type {(inputs: Common_Invalid_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ቀሪ ሂሳቡ ልክ አይደለም!`)
};

const en_common_invalid_balance = /** @type {(inputs: Common_Invalid_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid balance!`)
};

/**
* | output |
* | --- |
* | "Invalid balance!" |
*
* @param {Common_Invalid_BalanceInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_invalid_balance = /** @type {((inputs?: Common_Invalid_BalanceInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Invalid_BalanceInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_common_invalid_balance(inputs)
	if (locale === "en") return en_common_invalid_balance(inputs)
	return spec_common_invalid_balance(inputs)
});