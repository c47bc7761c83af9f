/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Date_RangeInputs */

const spec_account_date_range = /** @type {(inputs: Account_Date_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date range`)
};

const am_account_date_range = /** @type {(inputs: Account_Date_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የቀን ክልል`)
};

const en_account_date_range = /** @type {(inputs: Account_Date_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date range`)
};

/**
* | output |
* | --- |
* | "Date range" |
*
* @param {Account_Date_RangeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_date_range = /** @type {((inputs?: Account_Date_RangeInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Date_RangeInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_date_range(inputs)
	if (locale === "en") return en_account_date_range(inputs)
	return spec_account_date_range(inputs)
});