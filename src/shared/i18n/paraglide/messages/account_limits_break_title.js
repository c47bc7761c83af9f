/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Limits_Break_TitleInputs */

const spec_account_limits_break_title = /** @type {(inputs: Account_Limits_Break_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Take a break`)
};

const am_account_limits_break_title = /** @type {(inputs: Account_Limits_Break_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እረፍት ይውሰዱ`)
};

const en_account_limits_break_title = /** @type {(inputs: Account_Limits_Break_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Take a break`)
};

/**
* | output |
* | --- |
* | "Take a break" |
*
* @param {Account_Limits_Break_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_break_title = /** @type {((inputs?: Account_Limits_Break_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_Break_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_limits_break_title(inputs)
	if (locale === "en") return en_account_limits_break_title(inputs)
	return spec_account_limits_break_title(inputs)
});