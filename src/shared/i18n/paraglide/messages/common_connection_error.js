/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Connection_ErrorInputs */

const spec_common_connection_error = /** @type {(inputs: Common_Connection_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connection error. Please try again.`)
};

const am_common_connection_error = /** @type {(inputs: Common_Connection_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የግንኙነት ስህተት። እባክዎ እንደገና ይሞክሩ።`)
};

const en_common_connection_error = /** @type {(inputs: Common_Connection_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connection error. Please try again.`)
};

/**
* | output |
* | --- |
* | "Connection error. Please try again." |
*
* @param {Common_Connection_ErrorInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_connection_error = /** @type {((inputs?: Common_Connection_ErrorInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Connection_ErrorInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_common_connection_error(inputs)
	if (locale === "en") return en_common_connection_error(inputs)
	return spec_common_connection_error(inputs)
});