/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_ReloadInputs */

const spec_common_reload = /** @type {(inputs: Common_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reload`)
};

const am_common_reload = /** @type {(inputs: Common_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እንደገና ጫን`)
};

const en_common_reload = /** @type {(inputs: Common_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reload`)
};

/**
* | output |
* | --- |
* | "Reload" |
*
* @param {Common_ReloadInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_reload = /** @type {((inputs?: Common_ReloadInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_ReloadInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_common_reload(inputs)
	if (locale === "en") return en_common_reload(inputs)
	return spec_common_reload(inputs)
});