/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Open_MenuInputs */

const spec_account_open_menu = /** @type {(inputs: Account_Open_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open menu`)
};

const am_account_open_menu = /** @type {(inputs: Account_Open_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ምናሌውን ይክፈቱ`)
};

const en_account_open_menu = /** @type {(inputs: Account_Open_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open menu`)
};

/**
* | output |
* | --- |
* | "Open menu" |
*
* @param {Account_Open_MenuInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_open_menu = /** @type {((inputs?: Account_Open_MenuInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Open_MenuInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_open_menu(inputs)
	if (locale === "en") return en_account_open_menu(inputs)
	return spec_account_open_menu(inputs)
});