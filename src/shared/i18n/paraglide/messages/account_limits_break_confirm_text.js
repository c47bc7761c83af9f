/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ until: NonNullable<unknown> }} Account_Limits_Break_Confirm_TextInputs */

const spec_account_limits_break_confirm_text = /** @type {(inputs: Account_Limits_Break_Confirm_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You will not be able to stake or deposit until ${i?.until}. A break cannot be cancelled.`)
};

const am_account_limits_break_confirm_text = /** @type {(inputs: Account_Limits_Break_Confirm_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`እስከ ${i?.until} ድረስ መወራረድም ሆነ ገንዘብ ማስገባት አይችሉም። እረፍት አይሰረዝም።`)
};

const en_account_limits_break_confirm_text = /** @type {(inputs: Account_Limits_Break_Confirm_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You will not be able to stake or deposit until ${i?.until}. A break cannot be cancelled.`)
};

/**
* | output |
* | --- |
* | "You will not be able to stake or deposit until {until}. A break cannot be cancelled." |
*
* @param {Account_Limits_Break_Confirm_TextInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_break_confirm_text = /** @type {((inputs: Account_Limits_Break_Confirm_TextInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_Break_Confirm_TextInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_limits_break_confirm_text(inputs)
	if (locale === "en") return en_account_limits_break_confirm_text(inputs)
	return spec_account_limits_break_confirm_text(inputs)
});