/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Reminder_HintInputs */

const spec_account_reminder_hint = /** @type {(inputs: Account_Reminder_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A reminder shows how long you have played and your net result since you logged in on this device.`)
};

const am_account_reminder_hint = /** @type {(inputs: Account_Reminder_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ማስታወሻው በዚህ ስልክ ከገቡ ጀምሮ ምን ያህል እንደተጫወቱ እና የተጣራ ውጤትዎን ያሳያል።`)
};

const en_account_reminder_hint = /** @type {(inputs: Account_Reminder_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A reminder shows how long you have played and your net result since you logged in on this device.`)
};

/**
* | output |
* | --- |
* | "A reminder shows how long you have played and your net result since you logged in on this device." |
*
* @param {Account_Reminder_HintInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reminder_hint = /** @type {((inputs?: Account_Reminder_HintInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Reminder_HintInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_reminder_hint(inputs)
	if (locale === "en") return en_account_reminder_hint(inputs)
	return spec_account_reminder_hint(inputs)
});