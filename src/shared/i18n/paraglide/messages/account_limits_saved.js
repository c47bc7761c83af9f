/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Limits_SavedInputs */

const spec_account_limits_saved = /** @type {(inputs: Account_Limits_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your limits are saved.`)
};

const am_account_limits_saved = /** @type {(inputs: Account_Limits_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ገደቦችዎ ተቀምጠዋል።`)
};

const en_account_limits_saved = /** @type {(inputs: Account_Limits_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your limits are saved.`)
};

/**
* | output |
* | --- |
* | "Your limits are saved." |
*
* @param {Account_Limits_SavedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_saved = /** @type {((inputs?: Account_Limits_SavedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_SavedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_limits_saved(inputs)
	if (locale === "en") return en_account_limits_saved(inputs)
	return spec_account_limits_saved(inputs)
});