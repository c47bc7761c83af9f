/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Limits_MenuInputs */

const spec_account_limits_menu = /** @type {(inputs: Account_Limits_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Limits`)
};

const am_account_limits_menu = /** @type {(inputs: Account_Limits_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ገደቦች`)
};

const en_account_limits_menu = /** @type {(inputs: Account_Limits_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Limits`)
};

/**
* | output |
* | --- |
* | "Limits" |
*
* @param {Account_Limits_MenuInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_menu = /** @type {((inputs?: Account_Limits_MenuInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_MenuInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_limits_menu(inputs)
	if (locale === "en") return en_account_limits_menu(inputs)
	return spec_account_limits_menu(inputs)
});