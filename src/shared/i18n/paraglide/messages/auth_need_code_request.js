/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Need_Code_RequestInputs */

const spec_auth_need_code_request = /** @type {(inputs: Auth_Need_Code_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please send the code first.`)
};

const am_auth_need_code_request = /** @type {(inputs: Auth_Need_Code_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እባክዎ መጀመሪያ ኮዱን ይላኩ።`)
};

const en_auth_need_code_request = /** @type {(inputs: Auth_Need_Code_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please send the code first.`)
};

/**
* | output |
* | --- |
* | "Please send the code first." |
*
* @param {Auth_Need_Code_RequestInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_need_code_request = /** @type {((inputs?: Auth_Need_Code_RequestInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Need_Code_RequestInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_auth_need_code_request(inputs)
	if (locale === "en") return en_auth_need_code_request(inputs)
	return spec_auth_need_code_request(inputs)
});