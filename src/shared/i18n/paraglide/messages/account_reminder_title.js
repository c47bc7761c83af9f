/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Reminder_TitleInputs */

const spec_account_reminder_title = /** @type {(inputs: Account_Reminder_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time for a break?`)
};

const am_account_reminder_title = /** @type {(inputs: Account_Reminder_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የእረፍት ጊዜ ነው?`)
};

const en_account_reminder_title = /** @type {(inputs: Account_Reminder_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time for a break?`)
};

/**
* | output |
* | --- |
* | "Time for a break?" |
*
* @param {Account_Reminder_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reminder_title = /** @type {((inputs?: Account_Reminder_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Reminder_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_reminder_title(inputs)
	if (locale === "en") return en_account_reminder_title(inputs)
	return spec_account_reminder_title(inputs)
});