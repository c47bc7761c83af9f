/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Bad_UsernameInputs */

const spec_auth_bad_username = /** @type {(inputs: Auth_Bad_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid username!`)
};

const am_auth_bad_username = /** @type {(inputs: Auth_Bad_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የተጠቃሚ ስሙ ልክ አይደለም!`)
};

const en_auth_bad_username = /** @type {(inputs: Auth_Bad_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid username!`)
};

/**
* | output |
* | --- |
* | "Invalid username!" |
*
* @param {Auth_Bad_UsernameInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_bad_username = /** @type {((inputs?: Auth_Bad_UsernameInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Bad_UsernameInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_auth_bad_username(inputs)
	if (locale === "en") return en_auth_bad_username(inputs)
	return spec_auth_bad_username(inputs)
});