/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Back_To_LoginInputs */

const spec_auth_back_to_login = /** @type {(inputs: Auth_Back_To_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Login`)
};

const am_auth_back_to_login = /** @type {(inputs: Auth_Back_To_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ወደ መግቢያ ይመለሱ`)
};

const en_auth_back_to_login = /** @type {(inputs: Auth_Back_To_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to login`)
};

/**
* | output |
* | --- |
* | "Back to login" |
*
* @param {Auth_Back_To_LoginInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_back_to_login = /** @type {((inputs?: Auth_Back_To_LoginInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Back_To_LoginInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_auth_back_to_login(inputs)
	if (locale === "en") return en_auth_back_to_login(inputs)
	return spec_auth_back_to_login(inputs)
});