/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Logging_InInputs */

const spec_auth_logging_in = /** @type {(inputs: Auth_Logging_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logging in...`)
};

const am_auth_logging_in = /** @type {(inputs: Auth_Logging_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በመግባት ላይ...`)
};

const en_auth_logging_in = /** @type {(inputs: Auth_Logging_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logging in...`)
};

/**
* | output |
* | --- |
* | "Logging in..." |
*
* @param {Auth_Logging_InInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_logging_in = /** @type {((inputs?: Auth_Logging_InInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Logging_InInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_auth_logging_in(inputs)
	if (locale === "en") return en_auth_logging_in(inputs)
	return spec_auth_logging_in(inputs)
});