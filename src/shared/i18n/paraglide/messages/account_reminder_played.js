/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown>, minutes: NonNullable<unknown> }} Account_Reminder_PlayedInputs */

const spec_account_reminder_played = /** @type {(inputs: Account_Reminder_PlayedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You have played for ${i?.hours} h ${i?.minutes} min.`)
};

const am_account_reminder_played = /** @type {(inputs: Account_Reminder_PlayedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ለ${i?.hours} ሰዓት ከ${i?.minutes} ደቂቃ ተጫውተዋል።`)
};

const en_account_reminder_played = /** @type {(inputs: Account_Reminder_PlayedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You have played for ${i?.hours} h ${i?.minutes} min.`)
};

/**
* | output |
* | --- |
* | "You have played for {hours} h {minutes} min." |
*
* @param {Account_Reminder_PlayedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reminder_played = /** @type {((inputs: Account_Reminder_PlayedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Reminder_PlayedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_reminder_played(inputs)
	if (locale === "en") return en_account_reminder_played(inputs)
	return spec_account_reminder_played(inputs)
});