/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Not_Found_TextInputs */

const spec_common_not_found_text = /** @type {(inputs: Common_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The page you are looking for does not exist.`)
};

const am_common_not_found_text = /** @type {(inputs: Common_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የሚፈልጉት ገጽ የለም።`)
};

const en_common_not_found_text = /** @type {(inputs: Common_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The page you are looking for does not exist.`)
};

/**
* | output |
* | --- |
* | "The page you are looking for does not exist." |
*
* @param {Common_Not_Found_TextInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_not_found_text = /** @type {((inputs?: Common_Not_Found_TextInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Not_Found_TextInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_common_not_found_text(inputs)
	if (locale === "en") return en_common_not_found_text(inputs)
	return spec_common_not_found_text(inputs)
});