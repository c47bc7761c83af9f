/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Send_CodeInputs */

const spec_auth_send_code = /** @type {(inputs: Auth_Send_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send code`)
};

const am_auth_send_code = /** @type {(inputs: Auth_Send_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ኮድ ይላኩ`)
};

const en_auth_send_code = /** @type {(inputs: Auth_Send_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send code`)
};

/**
* | output |
* | --- |
* | "Send code" |
*
* @param {Auth_Send_CodeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_send_code = /** @type {((inputs?: Auth_Send_CodeInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Send_CodeInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_auth_send_code(inputs)
	if (locale === "en") return en_auth_send_code(inputs)
	return spec_auth_send_code(inputs)
});