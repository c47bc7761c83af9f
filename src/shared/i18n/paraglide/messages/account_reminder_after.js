/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minutes: NonNullable<unknown> }} Account_Reminder_AfterInputs */

const spec_account_reminder_after = /** @type {(inputs: Account_Reminder_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`After ${i?.minutes} minutes of play`)
};

const am_account_reminder_after = /** @type {(inputs: Account_Reminder_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ከ${i?.minutes} ደቂቃ ጨዋታ በኋላ`)
};

const en_account_reminder_after = /** @type {(inputs: Account_Reminder_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`After ${i?.minutes} minutes of play`)
};

/**
* | output |
* | --- |
* | "After {minutes} minutes of play" |
*
* @param {Account_Reminder_AfterInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reminder_after = /** @type {((inputs: Account_Reminder_AfterInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Reminder_AfterInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_reminder_after(inputs)
	if (locale === "en") return en_account_reminder_after(inputs)
	return spec_account_reminder_after(inputs)
});