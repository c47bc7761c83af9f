/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Reminder_BreakInputs */

const spec_account_reminder_break = /** @type {(inputs: Account_Reminder_BreakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Take a break`)
};

const am_account_reminder_break = /** @type {(inputs: Account_Reminder_BreakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እረፍት ልውሰድ`)
};

const en_account_reminder_break = /** @type {(inputs: Account_Reminder_BreakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Take a break`)
};

/**
* | output |
* | --- |
* | "Take a break" |
*
* @param {Account_Reminder_BreakInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reminder_break = /** @type {((inputs?: Account_Reminder_BreakInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Reminder_BreakInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_reminder_break(inputs)
	if (locale === "en") return en_account_reminder_break(inputs)
	return spec_account_reminder_break(inputs)
});