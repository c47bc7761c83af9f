/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Menu_SupportInputs */

const spec_account_menu_support = /** @type {(inputs: Account_Menu_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact and Support`)
};

const am_account_menu_support = /** @type {(inputs: Account_Menu_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ያግኙን እና እገዛ`)
};

const en_account_menu_support = /** @type {(inputs: Account_Menu_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact and Support`)
};

/**
* | output |
* | --- |
* | "Contact and Support" |
*
* @param {Account_Menu_SupportInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_menu_support = /** @type {((inputs?: Account_Menu_SupportInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Menu_SupportInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_menu_support(inputs)
	if (locale === "en") return en_account_menu_support(inputs)
	return spec_account_menu_support(inputs)
});