/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Theme_LightInputs */

const spec_account_theme_light = /** @type {(inputs: Account_Theme_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Light`)
};

const am_account_theme_light = /** @type {(inputs: Account_Theme_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ብሩህ`)
};

const en_account_theme_light = /** @type {(inputs: Account_Theme_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Light`)
};

/**
* | output |
* | --- |
* | "Light" |
*
* @param {Account_Theme_LightInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_theme_light = /** @type {((inputs?: Account_Theme_LightInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Theme_LightInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_theme_light(inputs)
	if (locale === "en") return en_account_theme_light(inputs)
	return spec_account_theme_light(inputs)
});