/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Passwords_RequiredInputs */

const spec_auth_passwords_required = /** @type {(inputs: Auth_Passwords_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter the new password twice.`)
};

const am_auth_passwords_required = /** @type {(inputs: Auth_Passwords_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እባክዎ አዲሱን የይለፍ ቃል ሁለት ጊዜ ያስገቡ።`)
};

const en_auth_passwords_required = /** @type {(inputs: Auth_Passwords_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter the new password twice.`)
};

/**
* | output |
* | --- |
* | "Please enter the new password twice." |
*
* @param {Auth_Passwords_RequiredInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_passwords_required = /** @type {((inputs?: Auth_Passwords_RequiredInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Passwords_RequiredInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_auth_passwords_required(inputs)
	if (locale === "en") return en_auth_passwords_required(inputs)
	return spec_auth_passwords_required(inputs)
});