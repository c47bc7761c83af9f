/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_OfflineInputs */

const spec_common_offline = /** @type {(inputs: Common_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline. Cartela will reconnect when the network is back.`)
};

const am_common_offline = /** @type {(inputs: Common_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ከመስመር ውጪ ነዎት። ኔትወርኩ ሲመለስ ካርቴላ እንደገና ይገናኛል።`)
};

const en_common_offline = /** @type {(inputs: Common_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline. Cartela will reconnect when the network is back.`)
};

/**
* | output |
* | --- |
* | "You are offline. Cartela will reconnect when the network is back." |
*
* @param {Common_OfflineInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_offline = /** @type {((inputs?: Common_OfflineInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_OfflineInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_common_offline(inputs)
	if (locale === "en") return en_common_offline(inputs)
	return spec_common_offline(inputs)
});