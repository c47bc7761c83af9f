/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Strength_WeakInputs */

const spec_auth_strength_weak = /** @type {(inputs: Auth_Strength_WeakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weak`)
};

const am_auth_strength_weak = /** @type {(inputs: Auth_Strength_WeakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ደካማ`)
};

const en_auth_strength_weak = /** @type {(inputs: Auth_Strength_WeakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weak`)
};

/**
* | output |
* | --- |
* | "Weak" |
*
* @param {Auth_Strength_WeakInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_strength_weak = /** @type {((inputs?: Auth_Strength_WeakInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Strength_WeakInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_auth_strength_weak(inputs)
	if (locale === "en") return en_auth_strength_weak(inputs)
	return spec_auth_strength_weak(inputs)
});