/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Reminder_SettingInputs */

const spec_account_reminder_setting = /** @type {(inputs: Account_Reminder_SettingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Session reminder`)
};

const am_account_reminder_setting = /** @type {(inputs: Account_Reminder_SettingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የጨዋታ ጊዜ ማስታወሻ`)
};

const en_account_reminder_setting = /** @type {(inputs: Account_Reminder_SettingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Session reminder`)
};

/**
* | output |
* | --- |
* | "Session reminder" |
*
* @param {Account_Reminder_SettingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reminder_setting = /** @type {((inputs?: Account_Reminder_SettingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Reminder_SettingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_reminder_setting(inputs)
	if (locale === "en") return en_account_reminder_setting(inputs)
	return spec_account_reminder_setting(inputs)
});