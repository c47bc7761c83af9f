/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Strength_FairInputs */

const spec_auth_strength_fair = /** @type {(inputs: Auth_Strength_FairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fair`)
};

const am_auth_strength_fair = /** @type {(inputs: Auth_Strength_FairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`መካከለኛ`)
};

const en_auth_strength_fair = /** @type {(inputs: Auth_Strength_FairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fair`)
};

/**
* | output |
* | --- |
* | "Fair" |
*
* @param {Auth_Strength_FairInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_strength_fair = /** @type {((inputs?: Auth_Strength_FairInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Strength_FairInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_auth_strength_fair(inputs)
	if (locale === "en") return en_auth_strength_fair(inputs)
	return spec_auth_strength_fair(inputs)
});