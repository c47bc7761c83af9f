/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Your_NameInputs */

const spec_account_your_name = /** @type {(inputs: Account_Your_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your name`)
};

const am_account_your_name = /** @type {(inputs: Account_Your_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ስምዎ`)
};

const en_account_your_name = /** @type {(inputs: Account_Your_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your name`)
};

/**
* | output |
* | --- |
* | "Your name" |
*
* @param {Account_Your_NameInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_your_name = /** @type {((inputs?: Account_Your_NameInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Your_NameInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_your_name(inputs)
	if (locale === "en") return en_account_your_name(inputs)
	return spec_account_your_name(inputs)
});