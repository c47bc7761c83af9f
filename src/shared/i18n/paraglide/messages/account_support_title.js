/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Support_TitleInputs */

const spec_account_support_title = /** @type {(inputs: Account_Support_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact and Support`)
};

const am_account_support_title = /** @type {(inputs: Account_Support_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ያግኙን እና እገዛ`)
};

const en_account_support_title = /** @type {(inputs: Account_Support_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact and Support`)
};

/**
* | output |
* | --- |
* | "Contact and Support" |
*
* @param {Account_Support_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_support_title = /** @type {((inputs?: Account_Support_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Support_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_support_title(inputs)
	if (locale === "en") return en_account_support_title(inputs)
	return spec_account_support_title(inputs)
});