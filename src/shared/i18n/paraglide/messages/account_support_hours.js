/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Support_HoursInputs */

const spec_account_support_hours = /** @type {(inputs: Account_Support_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support hours: 9 AM to 9 PM, every day.`)
};

const am_account_support_hours = /** @type {(inputs: Account_Support_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የእገዛ ሰዓት: በየቀኑ ከጠዋቱ 3 እስከ ምሽቱ 3 ሰዓት።`)
};

const en_account_support_hours = /** @type {(inputs: Account_Support_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support hours: 9 AM to 9 PM, every day.`)
};

/**
* | output |
* | --- |
* | "Support hours: 9 AM to 9 PM, every day." |
*
* @param {Account_Support_HoursInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_support_hours = /** @type {((inputs?: Account_Support_HoursInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Support_HoursInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_support_hours(inputs)
	if (locale === "en") return en_account_support_hours(inputs)
	return spec_account_support_hours(inputs)
});