/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_BackInputs */

const spec_auth_back = /** @type {(inputs: Auth_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back`)
};

const am_auth_back = /** @type {(inputs: Auth_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ተመለስ`)
};

const en_auth_back = /** @type {(inputs: Auth_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back`)
};

/**
* | output |
* | --- |
* | "Back" |
*
* @param {Auth_BackInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_back = /** @type {((inputs?: Auth_BackInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_BackInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_auth_back(inputs)
	if (locale === "en") return en_auth_back(inputs)
	return spec_auth_back(inputs)
});