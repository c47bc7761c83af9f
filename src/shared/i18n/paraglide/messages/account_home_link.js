/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Home_LinkInputs */

const spec_account_home_link = /** @type {(inputs: Account_Home_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cartela home`)
};

const am_account_home_link = /** @type {(inputs: Account_Home_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ካርቴላ መነሻ`)
};

const en_account_home_link = /** @type {(inputs: Account_Home_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cartela home`)
};

/**
* | output |
* | --- |
* | "Cartela home" |
*
* @param {Account_Home_LinkInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_home_link = /** @type {((inputs?: Account_Home_LinkInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Home_LinkInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_home_link(inputs)
	if (locale === "en") return en_account_home_link(inputs)
	return spec_account_home_link(inputs)
});