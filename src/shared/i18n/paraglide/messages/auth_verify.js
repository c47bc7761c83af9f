/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_VerifyInputs */

const spec_auth_verify = /** @type {(inputs: Auth_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify`)
};

const am_auth_verify = /** @type {(inputs: Auth_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`አረጋግጥ`)
};

const en_auth_verify = /** @type {(inputs: Auth_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify`)
};

/**
* | output |
* | --- |
* | "Verify" |
*
* @param {Auth_VerifyInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_verify = /** @type {((inputs?: Auth_VerifyInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_VerifyInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_auth_verify(inputs)
	if (locale === "en") return en_auth_verify(inputs)
	return spec_auth_verify(inputs)
});