/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Limits_LoadingInputs */

const spec_account_limits_loading = /** @type {(inputs: Account_Limits_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading your limits…`)
};

const am_account_limits_loading = /** @type {(inputs: Account_Limits_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ገደቦችዎ እየተነበቡ ነው…`)
};

const en_account_limits_loading = /** @type {(inputs: Account_Limits_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading your limits…`)
};

/**
* | output |
* | --- |
* | "Reading your limits…" |
*
* @param {Account_Limits_LoadingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_loading = /** @type {((inputs?: Account_Limits_LoadingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_LoadingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_limits_loading(inputs)
	if (locale === "en") return en_account_limits_loading(inputs)
	return spec_account_limits_loading(inputs)
});