/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Menu_HomeInputs */

const spec_account_menu_home = /** @type {(inputs: Account_Menu_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home`)
};

const am_account_menu_home = /** @type {(inputs: Account_Menu_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`መነሻ`)
};

const en_account_menu_home = /** @type {(inputs: Account_Menu_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home`)
};

/**
* | output |
* | --- |
* | "Home" |
*
* @param {Account_Menu_HomeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_menu_home = /** @type {((inputs?: Account_Menu_HomeInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Menu_HomeInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_menu_home(inputs)
	if (locale === "en") return en_account_menu_home(inputs)
	return spec_account_menu_home(inputs)
});