/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Login_FormInputs */

const spec_auth_login_form = /** @type {(inputs: Auth_Login_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login`)
};

const am_auth_login_form = /** @type {(inputs: Auth_Login_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`መግቢያ`)
};

const en_auth_login_form = /** @type {(inputs: Auth_Login_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Log in`)
};

/**
* | output |
* | --- |
* | "Log in" |
*
* @param {Auth_Login_FormInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_login_form = /** @type {((inputs?: Auth_Login_FormInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Login_FormInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_auth_login_form(inputs)
	if (locale === "en") return en_auth_login_form(inputs)
	return spec_auth_login_form(inputs)
});