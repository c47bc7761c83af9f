/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Main_NavInputs */

const spec_account_main_nav = /** @type {(inputs: Account_Main_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Main`)
};

const am_account_main_nav = /** @type {(inputs: Account_Main_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ዋና ማውጫ`)
};

const en_account_main_nav = /** @type {(inputs: Account_Main_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Main`)
};

/**
* | output |
* | --- |
* | "Main" |
*
* @param {Account_Main_NavInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_main_nav = /** @type {((inputs?: Account_Main_NavInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Main_NavInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_main_nav(inputs)
	if (locale === "en") return en_account_main_nav(inputs)
	return spec_account_main_nav(inputs)
});