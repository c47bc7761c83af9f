/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Personal_InfoInputs */

const spec_account_personal_info = /** @type {(inputs: Account_Personal_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personal Info`)
};

const am_account_personal_info = /** @type {(inputs: Account_Personal_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የግል መረጃ`)
};

const en_account_personal_info = /** @type {(inputs: Account_Personal_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personal info`)
};

/**
* | output |
* | --- |
* | "Personal info" |
*
* @param {Account_Personal_InfoInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_personal_info = /** @type {((inputs?: Account_Personal_InfoInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Personal_InfoInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_personal_info(inputs)
	if (locale === "en") return en_account_personal_info(inputs)
	return spec_account_personal_info(inputs)
});