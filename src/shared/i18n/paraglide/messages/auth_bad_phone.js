/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Bad_PhoneInputs */

const spec_auth_bad_phone = /** @type {(inputs: Auth_Bad_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid 10-digit phone number!`)
};

const am_auth_bad_phone = /** @type {(inputs: Auth_Bad_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እባክዎ ትክክለኛ ባለ 10 አሃዝ ስልክ ቁጥር ያስገቡ!`)
};

const en_auth_bad_phone = /** @type {(inputs: Auth_Bad_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid 10-digit phone number!`)
};

/**
* | output |
* | --- |
* | "Please enter a valid 10-digit phone number!" |
*
* @param {Auth_Bad_PhoneInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_bad_phone = /** @type {((inputs?: Auth_Bad_PhoneInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Bad_PhoneInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_auth_bad_phone(inputs)
	if (locale === "en") return en_auth_bad_phone(inputs)
	return spec_auth_bad_phone(inputs)
});