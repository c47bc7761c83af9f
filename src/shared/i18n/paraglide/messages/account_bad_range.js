/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Bad_RangeInputs */

const spec_account_bad_range = /** @type {(inputs: Account_Bad_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The start date must not be after the end date.`)
};

const am_account_bad_range = /** @type {(inputs: Account_Bad_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የመጀመሪያው ቀን ከመጨረሻው ቀን በኋላ መሆን የለበትም።`)
};

const en_account_bad_range = /** @type {(inputs: Account_Bad_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The start date must not be after the end date.`)
};

/**
* | output |
* | --- |
* | "The start date must not be after the end date." |
*
* @param {Account_Bad_RangeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_bad_range = /** @type {((inputs?: Account_Bad_RangeInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Bad_RangeInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_bad_range(inputs)
	if (locale === "en") return en_account_bad_range(inputs)
	return spec_account_bad_range(inputs)
});