/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Reminder_Net_FailedInputs */

const spec_account_reminder_net_failed = /** @type {(inputs: Account_Reminder_Net_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your net result could not be read right now.`)
};

const am_account_reminder_net_failed = /** @type {(inputs: Account_Reminder_Net_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የተጣራ ውጤትዎ አሁን ሊነበብ አልቻለም።`)
};

const en_account_reminder_net_failed = /** @type {(inputs: Account_Reminder_Net_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your net result could not be read right now.`)
};

/**
* | output |
* | --- |
* | "Your net result could not be read right now." |
*
* @param {Account_Reminder_Net_FailedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reminder_net_failed = /** @type {((inputs?: Account_Reminder_Net_FailedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Reminder_Net_FailedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_reminder_net_failed(inputs)
	if (locale === "en") return en_account_reminder_net_failed(inputs)
	return spec_account_reminder_net_failed(inputs)
});