/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Network_ErrorInputs */

const spec_common_network_error = /** @type {(inputs: Common_Network_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Network error. Please check your connection and try again.`)
};

const am_common_network_error = /** @type {(inputs: Common_Network_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የኔትወርክ ስህተት። እባክዎ ግንኙነትዎን ያረጋግጡና እንደገና ይሞክሩ።`)
};

const en_common_network_error = /** @type {(inputs: Common_Network_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Network error. Please check your connection and try again.`)
};

/**
* | output |
* | --- |
* | "Network error. Please check your connection and try again." |
*
* @param {Common_Network_ErrorInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_network_error = /** @type {((inputs?: Common_Network_ErrorInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Network_ErrorInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_common_network_error(inputs)
	if (locale === "en") return en_common_network_error(inputs)
	return spec_common_network_error(inputs)
});