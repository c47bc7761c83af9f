/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Reminder_OffInputs */

const spec_account_reminder_off = /** @type {(inputs: Account_Reminder_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Off`)
};

const am_account_reminder_off = /** @type {(inputs: Account_Reminder_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ጠፍቷል`)
};

const en_account_reminder_off = /** @type {(inputs: Account_Reminder_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Off`)
};

/**
* | output |
* | --- |
* | "Off" |
*
* @param {Account_Reminder_OffInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reminder_off = /** @type {((inputs?: Account_Reminder_OffInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Reminder_OffInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_reminder_off(inputs)
	if (locale === "en") return en_account_reminder_off(inputs)
	return spec_account_reminder_off(inputs)
});