/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_ThemeInputs */

const spec_account_theme = /** @type {(inputs: Account_ThemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colours`)
};

const am_account_theme = /** @type {(inputs: Account_ThemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ቀለሞች`)
};

const en_account_theme = /** @type {(inputs: Account_ThemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colours`)
};

/**
* | output |
* | --- |
* | "Colours" |
*
* @param {Account_ThemeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_theme = /** @type {((inputs?: Account_ThemeInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_ThemeInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_theme(inputs)
	if (locale === "en") return en_account_theme(inputs)
	return spec_account_theme(inputs)
});