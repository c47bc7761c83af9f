/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_FromInputs */

const spec_account_from = /** @type {(inputs: Account_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From`)
};

const am_account_from = /** @type {(inputs: Account_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ከ`)
};

const en_account_from = /** @type {(inputs: Account_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From`)
};

/**
* | output |
* | --- |
* | "From" |
*
* @param {Account_FromInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_from = /** @type {((inputs?: Account_FromInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_FromInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_from(inputs)
	if (locale === "en") return en_account_from(inputs)
	return spec_account_from(inputs)
});