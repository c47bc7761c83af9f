/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_SendInputs */

const spec_account_send = /** @type {(inputs: Account_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send`)
};

const am_account_send = /** @type {(inputs: Account_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ላክ`)
};

const en_account_send = /** @type {(inputs: Account_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send`)
};

/**
* | output |
* | --- |
* | "Send" |
*
* @param {Account_SendInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_send = /** @type {((inputs?: Account_SendInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_SendInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_send(inputs)
	if (locale === "en") return en_account_send(inputs)
	return spec_account_send(inputs)
});