/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_BackInputs */

const spec_account_back = /** @type {(inputs: Account_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back`)
};

const am_account_back = /** @type {(inputs: Account_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ተመለስ`)
};

const en_account_back = /** @type {(inputs: Account_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back`)
};

/**
* | output |
* | --- |
* | "Back" |
*
* @param {Account_BackInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_back = /** @type {((inputs?: Account_BackInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_BackInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_back(inputs)
	if (locale === "en") return en_account_back(inputs)
	return spec_account_back(inputs)
});