/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown>, score: NonNullable<unknown> }} Auth_Strength_ValueInputs */

const spec_auth_strength_value = /** @type {(inputs: Auth_Strength_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} (${i?.score} of 100)`)
};

const am_auth_strength_value = /** @type {(inputs: Auth_Strength_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} (${i?.score} ከ100)`)
};

const en_auth_strength_value = /** @type {(inputs: Auth_Strength_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} (${i?.score} of 100)`)
};

/**
* | output |
* | --- |
* | "{label} ({score} of 100)" |
*
* @param {Auth_Strength_ValueInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_strength_value = /** @type {((inputs: Auth_Strength_ValueInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Strength_ValueInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_auth_strength_value(inputs)
	if (locale === "en") return en_auth_strength_value(inputs)
	return spec_auth_strength_value(inputs)
});