/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Limits_Break_30dInputs */

const spec_account_limits_break_30d = /** @type {(inputs: Account_Limits_Break_30dInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`30 days`)
};

const am_account_limits_break_30d = /** @type {(inputs: Account_Limits_Break_30dInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`30 ቀን`)
};

const en_account_limits_break_30d = /** @type {(inputs: Account_Limits_Break_30dInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`30 days`)
};

/**
* | output |
* | --- |
* | "30 days" |
*
* @param {Account_Limits_Break_30dInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_break_30d = /** @type {((inputs?: Account_Limits_Break_30dInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_Break_30dInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_limits_break_30d(inputs)
	if (locale === "en") return en_account_limits_break_30d(inputs)
	return spec_account_limits_break_30d(inputs)
});