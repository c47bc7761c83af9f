/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Save_UnavailableInputs */

const spec_account_save_unavailable = /** @type {(inputs: Account_Save_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile changes are not available yet.`)
};

const am_account_save_unavailable = /** @type {(inputs: Account_Save_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የመገለጫ ለውጥ ገና አይቻልም።`)
};

const en_account_save_unavailable = /** @type {(inputs: Account_Save_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile changes are not available yet.`)
};

/**
* | output |
* | --- |
* | "Profile changes are not available yet." |
*
* @param {Account_Save_UnavailableInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_save_unavailable = /** @type {((inputs?: Account_Save_UnavailableInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Save_UnavailableInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_save_unavailable(inputs)
	if (locale === "en") return en_account_save_unavailable(inputs)
	return spec_account_save_unavailable(inputs)
});