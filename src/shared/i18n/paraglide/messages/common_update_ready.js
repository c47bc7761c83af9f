/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Update_ReadyInputs */

const spec_common_update_ready = /** @type {(inputs: Common_Update_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A new version is ready`)
};

const am_common_update_ready = /** @type {(inputs: Common_Update_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`አዲስ ስሪት ዝግጁ ነው`)
};

const en_common_update_ready = /** @type {(inputs: Common_Update_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A new version is ready`)
};

/**
* | output |
* | --- |
* | "A new version is ready" |
*
* @param {Common_Update_ReadyInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_update_ready = /** @type {((inputs?: Common_Update_ReadyInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Update_ReadyInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_common_update_ready(inputs)
	if (locale === "en") return en_common_update_ready(inputs)
	return spec_common_update_ready(inputs)
});