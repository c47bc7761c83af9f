/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Reset_RequestingInputs */

const spec_auth_reset_requesting = /** @type {(inputs: Auth_Reset_RequestingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`checking and sending ...`)
};

const am_auth_reset_requesting = /** @type {(inputs: Auth_Reset_RequestingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በማጣራትና በመላክ ላይ ...`)
};

const en_auth_reset_requesting = /** @type {(inputs: Auth_Reset_RequestingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking and sending...`)
};

/**
* | output |
* | --- |
* | "Checking and sending..." |
*
* @param {Auth_Reset_RequestingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_reset_requesting = /** @type {((inputs?: Auth_Reset_RequestingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_RequestingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_auth_reset_requesting(inputs)
	if (locale === "en") return en_auth_reset_requesting(inputs)
	return spec_auth_reset_requesting(inputs)
});