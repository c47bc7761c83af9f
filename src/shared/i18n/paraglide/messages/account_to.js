/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_ToInputs */

const spec_account_to = /** @type {(inputs: Account_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To`)
};

const am_account_to = /** @type {(inputs: Account_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እስከ`)
};

const en_account_to = /** @type {(inputs: Account_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To`)
};

/**
* | output |
* | --- |
* | "To" |
*
* @param {Account_ToInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_to = /** @type {((inputs?: Account_ToInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_ToInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_to(inputs)
	if (locale === "en") return en_account_to(inputs)
	return spec_account_to(inputs)
});