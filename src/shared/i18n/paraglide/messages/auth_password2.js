/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Password2Inputs */

const spec_auth_password2 = /** @type {(inputs: Auth_Password2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Re-enter password`)
};

const am_auth_password2 = /** @type {(inputs: Auth_Password2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የይለፍ ቃሉን እንደገና ያስገቡ`)
};

const en_auth_password2 = /** @type {(inputs: Auth_Password2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Re-enter password`)
};

/**
* | output |
* | --- |
* | "Re-enter password" |
*
* @param {Auth_Password2Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_password2 = /** @type {((inputs?: Auth_Password2Inputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Password2Inputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_auth_password2(inputs)
	if (locale === "en") return en_auth_password2(inputs)
	return spec_auth_password2(inputs)
});