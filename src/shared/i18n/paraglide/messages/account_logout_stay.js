/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Logout_StayInputs */

const spec_account_logout_stay = /** @type {(inputs: Account_Logout_StayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stay logged in`)
};

const am_account_logout_stay = /** @type {(inputs: Account_Logout_StayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እንደገቡ ይቆዩ`)
};

const en_account_logout_stay = /** @type {(inputs: Account_Logout_StayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stay logged in`)
};

/**
* | output |
* | --- |
* | "Stay logged in" |
*
* @param {Account_Logout_StayInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_logout_stay = /** @type {((inputs?: Account_Logout_StayInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Logout_StayInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_logout_stay(inputs)
	if (locale === "en") return en_account_logout_stay(inputs)
	return spec_account_logout_stay(inputs)
});