/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Go_HomeInputs */

const spec_common_go_home = /** @type {(inputs: Common_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go Home`)
};

const am_common_go_home = /** @type {(inputs: Common_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ወደ መነሻ`)
};

const en_common_go_home = /** @type {(inputs: Common_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go home`)
};

/**
* | output |
* | --- |
* | "Go home" |
*
* @param {Common_Go_HomeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_go_home = /** @type {((inputs?: Common_Go_HomeInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Go_HomeInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_common_go_home(inputs)
	if (locale === "en") return en_common_go_home(inputs)
	return spec_common_go_home(inputs)
});