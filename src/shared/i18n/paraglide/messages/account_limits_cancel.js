/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Limits_CancelInputs */

const spec_account_limits_cancel = /** @type {(inputs: Account_Limits_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

const am_account_limits_cancel = /** @type {(inputs: Account_Limits_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ይቅር`)
};

const en_account_limits_cancel = /** @type {(inputs: Account_Limits_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Account_Limits_CancelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_cancel = /** @type {((inputs?: Account_Limits_CancelInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_CancelInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_limits_cancel(inputs)
	if (locale === "en") return en_account_limits_cancel(inputs)
	return spec_account_limits_cancel(inputs)
});