/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Limits_Save_FailedInputs */

const spec_account_limits_save_failed = /** @type {(inputs: Account_Limits_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your limits could not be saved. Please try again.`)
};

const am_account_limits_save_failed = /** @type {(inputs: Account_Limits_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ገደቦችዎን ማስቀመጥ አልተቻለም። እባክዎ እንደገና ይሞክሩ።`)
};

const en_account_limits_save_failed = /** @type {(inputs: Account_Limits_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your limits could not be saved. Please try again.`)
};

/**
* | output |
* | --- |
* | "Your limits could not be saved. Please try again." |
*
* @param {Account_Limits_Save_FailedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_save_failed = /** @type {((inputs?: Account_Limits_Save_FailedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_Save_FailedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_limits_save_failed(inputs)
	if (locale === "en") return en_account_limits_save_failed(inputs)
	return spec_account_limits_save_failed(inputs)
});