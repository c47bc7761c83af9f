/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_BrandInputs */

const spec_auth_brand = /** @type {(inputs: Auth_BrandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cartela Bingo`)
};

const am_auth_brand = /** @type {(inputs: Auth_BrandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ካርቴላ ቢንጎ`)
};

const en_auth_brand = /** @type {(inputs: Auth_BrandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cartela Bingo`)
};

/**
* | output |
* | --- |
* | "Cartela Bingo" |
*
* @param {Auth_BrandInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_brand = /** @type {((inputs?: Auth_BrandInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_BrandInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_auth_brand(inputs)
	if (locale === "en") return en_auth_brand(inputs)
	return spec_auth_brand(inputs)
});