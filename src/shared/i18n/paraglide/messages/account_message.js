/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_MessageInputs */

const spec_account_message = /** @type {(inputs: Account_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message`)
};

const am_account_message = /** @type {(inputs: Account_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`መልእክት`)
};

const en_account_message = /** @type {(inputs: Account_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message`)
};

/**
* | output |
* | --- |
* | "Message" |
*
* @param {Account_MessageInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_message = /** @type {((inputs?: Account_MessageInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_MessageInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_message(inputs)
	if (locale === "en") return en_account_message(inputs)
	return spec_account_message(inputs)
});