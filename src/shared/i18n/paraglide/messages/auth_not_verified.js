/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Auth_Not_VerifiedInputs */

const spec_auth_not_verified = /** @type {(inputs: Auth_Not_VerifiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.phone} is not verified yet. We will send a code by SMS.`)
};

const am_auth_not_verified = /** @type {(inputs: Auth_Not_VerifiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.phone} ገና አልተረጋገጠም። ኮድ በኤስኤምኤስ እንልካለን።`)
};

const en_auth_not_verified = /** @type {(inputs: Auth_Not_VerifiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.phone} is not verified yet. We will send a code by SMS.`)
};

/**
* | output |
* | --- |
* | "{phone} is not verified yet. We will send a code by SMS." |
*
* @param {Auth_Not_VerifiedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_not_verified = /** @type {((inputs: Auth_Not_VerifiedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Not_VerifiedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_auth_not_verified(inputs)
	if (locale === "en") return en_auth_not_verified(inputs)
	return spec_auth_not_verified(inputs)
});