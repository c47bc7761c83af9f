/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_MismatchInputs */

const spec_auth_mismatch = /** @type {(inputs: Auth_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password Mismatch!`)
};

const am_auth_mismatch = /** @type {(inputs: Auth_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የይለፍ ቃሎቹ አይመሳሰሉም!`)
};

const en_auth_mismatch = /** @type {(inputs: Auth_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwords do not match!`)
};

/**
* | output |
* | --- |
* | "Passwords do not match!" |
*
* @param {Auth_MismatchInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_mismatch = /** @type {((inputs?: Auth_MismatchInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_MismatchInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_auth_mismatch(inputs)
	if (locale === "en") return en_auth_mismatch(inputs)
	return spec_auth_mismatch(inputs)
});