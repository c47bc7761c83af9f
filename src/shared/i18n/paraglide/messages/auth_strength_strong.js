/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Strength_StrongInputs */

const spec_auth_strength_strong = /** @type {(inputs: Auth_Strength_StrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Strong`)
};

const am_auth_strength_strong = /** @type {(inputs: Auth_Strength_StrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ጠንካራ`)
};

const en_auth_strength_strong = /** @type {(inputs: Auth_Strength_StrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Strong`)
};

/**
* | output |
* | --- |
* | "Strong" |
*
* @param {Auth_Strength_StrongInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_strength_strong = /** @type {((inputs?: Auth_Strength_StrongInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Strength_StrongInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_auth_strength_strong(inputs)
	if (locale === "en") return en_auth_strength_strong(inputs)
	return spec_auth_strength_strong(inputs)
});