/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_LostInputs */

const spec_account_lost = /** @type {(inputs: Account_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lost`)
};

const am_account_lost = /** @type {(inputs: Account_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ተሸንፈዋል`)
};

const en_account_lost = /** @type {(inputs: Account_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lost`)
};

/**
* | output |
* | --- |
* | "Lost" |
*
* @param {Account_LostInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_lost = /** @type {((inputs?: Account_LostInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_LostInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_lost(inputs)
	if (locale === "en") return en_account_lost(inputs)
	return spec_account_lost(inputs)
});