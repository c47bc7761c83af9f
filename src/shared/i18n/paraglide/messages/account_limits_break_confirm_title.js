/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ period: NonNullable<unknown> }} Account_Limits_Break_Confirm_TitleInputs */

const spec_account_limits_break_confirm_title = /** @type {(inputs: Account_Limits_Break_Confirm_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Take a break of ${i?.period}?`)
};

const am_account_limits_break_confirm_title = /** @type {(inputs: Account_Limits_Break_Confirm_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`የ${i?.period} እረፍት ይውሰዱ?`)
};

const en_account_limits_break_confirm_title = /** @type {(inputs: Account_Limits_Break_Confirm_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Take a break of ${i?.period}?`)
};

/**
* | output |
* | --- |
* | "Take a break of {period}?" |
*
* @param {Account_Limits_Break_Confirm_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_break_confirm_title = /** @type {((inputs: Account_Limits_Break_Confirm_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_Break_Confirm_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_limits_break_confirm_title(inputs)
	if (locale === "en") return en_account_limits_break_confirm_title(inputs)
	return spec_account_limits_break_confirm_title(inputs)
});