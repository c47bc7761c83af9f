/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Limits_Empty_HintInputs */

const spec_account_limits_empty_hint = /** @type {(inputs: Account_Limits_Empty_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave empty for no limit.`)
};

const am_account_limits_empty_hint = /** @type {(inputs: Account_Limits_Empty_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ገደብ ካልፈለጉ ባዶ ይተዉት።`)
};

const en_account_limits_empty_hint = /** @type {(inputs: Account_Limits_Empty_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave empty for no limit.`)
};

/**
* | output |
* | --- |
* | "Leave empty for no limit." |
*
* @param {Account_Limits_Empty_HintInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_empty_hint = /** @type {((inputs?: Account_Limits_Empty_HintInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_Empty_HintInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_limits_empty_hint(inputs)
	if (locale === "en") return en_account_limits_empty_hint(inputs)
	return spec_account_limits_empty_hint(inputs)
});