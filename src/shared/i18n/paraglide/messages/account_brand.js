/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_BrandInputs */

const spec_account_brand = /** @type {(inputs: Account_BrandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cartela`)
};

const am_account_brand = /** @type {(inputs: Account_BrandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ካርቴላ`)
};

const en_account_brand = /** @type {(inputs: Account_BrandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cartela`)
};

/**
* | output |
* | --- |
* | "Cartela" |
*
* @param {Account_BrandInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_brand = /** @type {((inputs?: Account_BrandInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_BrandInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_brand(inputs)
	if (locale === "en") return en_account_brand(inputs)
	return spec_account_brand(inputs)
});