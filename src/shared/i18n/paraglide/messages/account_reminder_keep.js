/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Reminder_KeepInputs */

const spec_account_reminder_keep = /** @type {(inputs: Account_Reminder_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep playing`)
};

const am_account_reminder_keep = /** @type {(inputs: Account_Reminder_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`መጫወት ልቀጥል`)
};

const en_account_reminder_keep = /** @type {(inputs: Account_Reminder_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep playing`)
};

/**
* | output |
* | --- |
* | "Keep playing" |
*
* @param {Account_Reminder_KeepInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reminder_keep = /** @type {((inputs?: Account_Reminder_KeepInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Reminder_KeepInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_reminder_keep(inputs)
	if (locale === "en") return en_account_reminder_keep(inputs)
	return spec_account_reminder_keep(inputs)
});