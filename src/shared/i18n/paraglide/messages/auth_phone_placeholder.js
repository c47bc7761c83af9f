/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Phone_PlaceholderInputs */

const spec_auth_phone_placeholder = /** @type {(inputs: Auth_Phone_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`09xxxxxxxx`)
};

const am_auth_phone_placeholder = /** @type {(inputs: Auth_Phone_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`09xxxxxxxx`)
};

const en_auth_phone_placeholder = /** @type {(inputs: Auth_Phone_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`09xxxxxxxx`)
};

/**
* | output |
* | --- |
* | "09xxxxxxxx" |
*
* @param {Auth_Phone_PlaceholderInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_phone_placeholder = /** @type {((inputs?: Auth_Phone_PlaceholderInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Phone_PlaceholderInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_auth_phone_placeholder(inputs)
	if (locale === "en") return en_auth_phone_placeholder(inputs)
	return spec_auth_phone_placeholder(inputs)
});