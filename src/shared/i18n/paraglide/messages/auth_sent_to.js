/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Auth_Sent_ToInputs */

const spec_auth_sent_to = /** @type {(inputs: Auth_Sent_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We sent a code to ${i?.phone}.`)
};

const am_auth_sent_to = /** @type {(inputs: Auth_Sent_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ወደ ${i?.phone} ኮድ ልከናል።`)
};

const en_auth_sent_to = /** @type {(inputs: Auth_Sent_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We sent a code to ${i?.phone}.`)
};

/**
* | output |
* | --- |
* | "We sent a code to {phone}." |
*
* @param {Auth_Sent_ToInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_sent_to = /** @type {((inputs: Auth_Sent_ToInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sent_ToInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_auth_sent_to(inputs)
	if (locale === "en") return en_auth_sent_to(inputs)
	return spec_auth_sent_to(inputs)
});