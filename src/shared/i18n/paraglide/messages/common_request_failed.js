/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown> }} Common_Request_FailedInputs */

const spec_common_request_failed = /** @type {(inputs: Common_Request_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Request failed (${i?.status}). Please try again.`)
};

const am_common_request_failed = /** @type {(inputs: Common_Request_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ጥያቄው አልተሳካም (${i?.status})። እባክዎ እንደገና ይሞክሩ።`)
};

const en_common_request_failed = /** @type {(inputs: Common_Request_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Request failed (${i?.status}). Please try again.`)
};

/**
* | output |
* | --- |
* | "Request failed ({status}). Please try again." |
*
* @param {Common_Request_FailedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_request_failed = /** @type {((inputs: Common_Request_FailedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Request_FailedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_common_request_failed(inputs)
	if (locale === "en") return en_common_request_failed(inputs)
	return spec_common_request_failed(inputs)
});