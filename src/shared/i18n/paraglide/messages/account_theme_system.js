/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Theme_SystemInputs */

const spec_account_theme_system = /** @type {(inputs: Account_Theme_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As the phone`)
};

const am_account_theme_system = /** @type {(inputs: Account_Theme_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እንደ ስልኩ`)
};

const en_account_theme_system = /** @type {(inputs: Account_Theme_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As the phone`)
};

/**
* | output |
* | --- |
* | "As the phone" |
*
* @param {Account_Theme_SystemInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_theme_system = /** @type {((inputs?: Account_Theme_SystemInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Theme_SystemInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_theme_system(inputs)
	if (locale === "en") return en_account_theme_system(inputs)
	return spec_account_theme_system(inputs)
});