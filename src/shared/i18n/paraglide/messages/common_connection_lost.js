/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Connection_LostInputs */

const spec_common_connection_lost = /** @type {(inputs: Common_Connection_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connection lost...`)
};

const am_common_connection_lost = /** @type {(inputs: Common_Connection_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ግንኙነቱ ተቋርጧል...`)
};

const en_common_connection_lost = /** @type {(inputs: Common_Connection_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connection lost...`)
};

/**
* | output |
* | --- |
* | "Connection lost..." |
*
* @param {Common_Connection_LostInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_connection_lost = /** @type {((inputs?: Common_Connection_LostInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Connection_LostInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_common_connection_lost(inputs)
	if (locale === "en") return en_common_connection_lost(inputs)
	return spec_common_connection_lost(inputs)
});