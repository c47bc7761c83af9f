/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Limits_Break_7dInputs */

const spec_account_limits_break_7d = /** @type {(inputs: Account_Limits_Break_7dInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`7 days`)
};

const am_account_limits_break_7d = /** @type {(inputs: Account_Limits_Break_7dInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`7 ቀን`)
};

const en_account_limits_break_7d = /** @type {(inputs: Account_Limits_Break_7dInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`7 days`)
};

/**
* | output |
* | --- |
* | "7 days" |
*
* @param {Account_Limits_Break_7dInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_break_7d = /** @type {((inputs?: Account_Limits_Break_7dInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_Break_7dInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_limits_break_7d(inputs)
	if (locale === "en") return en_account_limits_break_7d(inputs)
	return spec_account_limits_break_7d(inputs)
});