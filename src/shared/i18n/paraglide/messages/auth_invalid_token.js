/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Invalid_TokenInputs */

const spec_auth_invalid_token = /** @type {(inputs: Auth_Invalid_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`invalid token please try again!`)
};

const am_auth_invalid_token = /** @type {(inputs: Auth_Invalid_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ኮዱ ልክ አይደለም፣ እባክዎ እንደገና ይሞክሩ!`)
};

const en_auth_invalid_token = /** @type {(inputs: Auth_Invalid_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid token, please try again!`)
};

/**
* | output |
* | --- |
* | "Invalid token, please try again!" |
*
* @param {Auth_Invalid_TokenInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_invalid_token = /** @type {((inputs?: Auth_Invalid_TokenInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Invalid_TokenInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_auth_invalid_token(inputs)
	if (locale === "en") return en_auth_invalid_token(inputs)
	return spec_auth_invalid_token(inputs)
});