/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Login_RequiredInputs */

const spec_auth_login_required = /** @type {(inputs: Auth_Login_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter both phone number and password.`)
};

const am_auth_login_required = /** @type {(inputs: Auth_Login_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እባክዎ ስልክ ቁጥርና የይለፍ ቃል ያስገቡ።`)
};

const en_auth_login_required = /** @type {(inputs: Auth_Login_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter both phone number and password.`)
};

/**
* | output |
* | --- |
* | "Please enter both phone number and password." |
*
* @param {Auth_Login_RequiredInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_login_required = /** @type {((inputs?: Auth_Login_RequiredInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Login_RequiredInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_auth_login_required(inputs)
	if (locale === "en") return en_auth_login_required(inputs)
	return spec_auth_login_required(inputs)
});