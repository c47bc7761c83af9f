/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_UsernameInputs */

const spec_account_username = /** @type {(inputs: Account_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Username`)
};

const am_account_username = /** @type {(inputs: Account_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የተጠቃሚ ስም`)
};

const en_account_username = /** @type {(inputs: Account_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Username`)
};

/**
* | output |
* | --- |
* | "Username" |
*
* @param {Account_UsernameInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_username = /** @type {((inputs?: Account_UsernameInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_UsernameInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_username(inputs)
	if (locale === "en") return en_account_username(inputs)
	return spec_account_username(inputs)
});