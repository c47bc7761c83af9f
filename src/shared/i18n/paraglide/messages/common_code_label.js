/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Code_LabelInputs */

const spec_common_code_label = /** @type {(inputs: Common_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verification code`)
};

const am_common_code_label = /** @type {(inputs: Common_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የማረጋገጫ ኮድ`)
};

const en_common_code_label = /** @type {(inputs: Common_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verification code`)
};

/**
* | output |
* | --- |
* | "Verification code" |
*
* @param {Common_Code_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_code_label = /** @type {((inputs?: Common_Code_LabelInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Code_LabelInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_common_code_label(inputs)
	if (locale === "en") return en_common_code_label(inputs)
	return spec_common_code_label(inputs)
});