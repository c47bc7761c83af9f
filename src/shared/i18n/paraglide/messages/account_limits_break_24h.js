/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Limits_Break_24hInputs */

const spec_account_limits_break_24h = /** @type {(inputs: Account_Limits_Break_24hInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`24 hours`)
};

const am_account_limits_break_24h = /** @type {(inputs: Account_Limits_Break_24hInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`24 ሰዓት`)
};

const en_account_limits_break_24h = /** @type {(inputs: Account_Limits_Break_24hInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`24 hours`)
};

/**
* | output |
* | --- |
* | "24 hours" |
*
* @param {Account_Limits_Break_24hInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_break_24h = /** @type {((inputs?: Account_Limits_Break_24hInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_Break_24hInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_limits_break_24h(inputs)
	if (locale === "en") return en_account_limits_break_24h(inputs)
	return spec_account_limits_break_24h(inputs)
});