/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Bad_PasswordInputs */

const spec_auth_bad_password = /** @type {(inputs: Auth_Bad_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid password!`)
};

const am_auth_bad_password = /** @type {(inputs: Auth_Bad_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የይለፍ ቃሉ ልክ አይደለም!`)
};

const en_auth_bad_password = /** @type {(inputs: Auth_Bad_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid password!`)
};

/**
* | output |
* | --- |
* | "Invalid password!" |
*
* @param {Auth_Bad_PasswordInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_bad_password = /** @type {((inputs?: Auth_Bad_PasswordInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Bad_PasswordInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_auth_bad_password(inputs)
	if (locale === "en") return en_auth_bad_password(inputs)
	return spec_auth_bad_password(inputs)
});