/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_SecurityInputs */

const spec_account_security = /** @type {(inputs: Account_SecurityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Security`)
};

const am_account_security = /** @type {(inputs: Account_SecurityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ደህንነት`)
};

const en_account_security = /** @type {(inputs: Account_SecurityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Security`)
};

/**
* | output |
* | --- |
* | "Security" |
*
* @param {Account_SecurityInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_security = /** @type {((inputs?: Account_SecurityInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_SecurityInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_security(inputs)
	if (locale === "en") return en_account_security(inputs)
	return spec_account_security(inputs)
});