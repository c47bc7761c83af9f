/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Auth_Strength_LineInputs */

const spec_auth_strength_line = /** @type {(inputs: Auth_Strength_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Strength: ${i?.label}`)
};

const am_auth_strength_line = /** @type {(inputs: Auth_Strength_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ጥንካሬ፦ ${i?.label}`)
};

const en_auth_strength_line = /** @type {(inputs: Auth_Strength_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Strength: ${i?.label}`)
};

/**
* | output |
* | --- |
* | "Strength: {label}" |
*
* @param {Auth_Strength_LineInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_strength_line = /** @type {((inputs: Auth_Strength_LineInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Strength_LineInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_auth_strength_line(inputs)
	if (locale === "en") return en_auth_strength_line(inputs)
	return spec_auth_strength_line(inputs)
});