/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown>, n: NonNullable<unknown> }} Common_Code_CharacterInputs */

const spec_common_code_character = /** @type {(inputs: Common_Code_CharacterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} character ${i?.n}`)
};

const am_common_code_character = /** @type {(inputs: Common_Code_CharacterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} ቁምፊ ${i?.n}`)
};

const en_common_code_character = /** @type {(inputs: Common_Code_CharacterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} character ${i?.n}`)
};

/**
* | output |
* | --- |
* | "{label} character {n}" |
*
* @param {Common_Code_CharacterInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_code_character = /** @type {((inputs: Common_Code_CharacterInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Code_CharacterInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_common_code_character(inputs)
	if (locale === "en") return en_common_code_character(inputs)
	return spec_common_code_character(inputs)
});