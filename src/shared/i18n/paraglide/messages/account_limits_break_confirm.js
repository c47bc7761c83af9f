/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Limits_Break_ConfirmInputs */

const spec_account_limits_break_confirm = /** @type {(inputs: Account_Limits_Break_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start the break`)
};

const am_account_limits_break_confirm = /** @type {(inputs: Account_Limits_Break_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እረፍቱን ጀምር`)
};

const en_account_limits_break_confirm = /** @type {(inputs: Account_Limits_Break_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start the break`)
};

/**
* | output |
* | --- |
* | "Start the break" |
*
* @param {Account_Limits_Break_ConfirmInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_break_confirm = /** @type {((inputs?: Account_Limits_Break_ConfirmInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_Break_ConfirmInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_limits_break_confirm(inputs)
	if (locale === "en") return en_account_limits_break_confirm(inputs)
	return spec_account_limits_break_confirm(inputs)
});