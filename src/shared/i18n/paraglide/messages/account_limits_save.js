/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Limits_SaveInputs */

const spec_account_limits_save = /** @type {(inputs: Account_Limits_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save limits`)
};

const am_account_limits_save = /** @type {(inputs: Account_Limits_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ገደቦቹን አስቀምጥ`)
};

const en_account_limits_save = /** @type {(inputs: Account_Limits_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save limits`)
};

/**
* | output |
* | --- |
* | "Save limits" |
*
* @param {Account_Limits_SaveInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_save = /** @type {((inputs?: Account_Limits_SaveInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_SaveInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_limits_save(inputs)
	if (locale === "en") return en_account_limits_save(inputs)
	return spec_account_limits_save(inputs)
});