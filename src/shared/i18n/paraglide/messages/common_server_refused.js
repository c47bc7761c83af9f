/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Server_RefusedInputs */

const spec_common_server_refused = /** @type {(inputs: Common_Server_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That did not go through. Please try again.`)
};

const am_common_server_refused = /** @type {(inputs: Common_Server_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`አልተሳካም። እባክዎ እንደገና ይሞክሩ።`)
};

const en_common_server_refused = /** @type {(inputs: Common_Server_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That did not go through. Please try again.`)
};

/**
* | output |
* | --- |
* | "That did not go through. Please try again." |
*
* @param {Common_Server_RefusedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_server_refused = /** @type {((inputs?: Common_Server_RefusedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Server_RefusedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_common_server_refused(inputs)
	if (locale === "en") return en_common_server_refused(inputs)
	return spec_common_server_refused(inputs)
});