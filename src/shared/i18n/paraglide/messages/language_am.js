/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Language_AmInputs */

const spec_language_am = /** @type {(inputs: Language_AmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`አማርኛ`)
};

const am_language_am = /** @type {(inputs: Language_AmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`አማርኛ`)
};

const en_language_am = /** @type {(inputs: Language_AmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`አማርኛ`)
};

/**
* | output |
* | --- |
* | "አማርኛ" |
*
* @param {Language_AmInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const language_am = /** @type {((inputs?: Language_AmInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Language_AmInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_language_am(inputs)
	if (locale === "en") return en_language_am(inputs)
	return spec_language_am(inputs)
});