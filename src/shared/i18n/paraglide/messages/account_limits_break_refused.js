/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ until: NonNullable<unknown> }} Account_Limits_Break_RefusedInputs */

const spec_account_limits_break_refused = /** @type {(inputs: Account_Limits_Break_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are on a break until ${i?.until}: staking and deposits are paused.`)
};

const am_account_limits_break_refused = /** @type {(inputs: Account_Limits_Break_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`እስከ ${i?.until} ድረስ በእረፍት ላይ ነዎት፤ ውርርድ እና ገንዘብ ማስገባት ቆመዋል።`)
};

const en_account_limits_break_refused = /** @type {(inputs: Account_Limits_Break_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are on a break until ${i?.until}: staking and deposits are paused.`)
};

/**
* | output |
* | --- |
* | "You are on a break until {until}: staking and deposits are paused." |
*
* @param {Account_Limits_Break_RefusedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_break_refused = /** @type {((inputs: Account_Limits_Break_RefusedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_Break_RefusedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_limits_break_refused(inputs)
	if (locale === "en") return en_account_limits_break_refused(inputs)
	return spec_account_limits_break_refused(inputs)
});