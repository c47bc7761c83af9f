/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ until: NonNullable<unknown> }} Account_Limits_On_BreakInputs */

const spec_account_limits_on_break = /** @type {(inputs: Account_Limits_On_BreakInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are on a break until ${i?.until}.`)
};

const am_account_limits_on_break = /** @type {(inputs: Account_Limits_On_BreakInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`እስከ ${i?.until} ድረስ በእረፍት ላይ ነዎት።`)
};

const en_account_limits_on_break = /** @type {(inputs: Account_Limits_On_BreakInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are on a break until ${i?.until}.`)
};

/**
* | output |
* | --- |
* | "You are on a break until {until}." |
*
* @param {Account_Limits_On_BreakInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_on_break = /** @type {((inputs: Account_Limits_On_BreakInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_On_BreakInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_limits_on_break(inputs)
	if (locale === "en") return en_account_limits_on_break(inputs)
	return spec_account_limits_on_break(inputs)
});