/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Connection_FailedInputs */

const spec_common_connection_failed = /** @type {(inputs: Common_Connection_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connection failed. Please try again.`)
};

const am_common_connection_failed = /** @type {(inputs: Common_Connection_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`መገናኘት አልተቻለም። እባክዎ እንደገና ይሞክሩ።`)
};

const en_common_connection_failed = /** @type {(inputs: Common_Connection_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connection failed. Please try again.`)
};

/**
* | output |
* | --- |
* | "Connection failed. Please try again." |
*
* @param {Common_Connection_FailedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_connection_failed = /** @type {((inputs?: Common_Connection_FailedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Connection_FailedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_common_connection_failed(inputs)
	if (locale === "en") return en_common_connection_failed(inputs)
	return spec_common_connection_failed(inputs)
});