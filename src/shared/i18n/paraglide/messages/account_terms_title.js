/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Terms_TitleInputs */

const spec_account_terms_title = /** @type {(inputs: Account_Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms and Conditions`)
};

const am_account_terms_title = /** @type {(inputs: Account_Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ደንቦችና ሁኔታዎች`)
};

const en_account_terms_title = /** @type {(inputs: Account_Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms and Conditions`)
};

/**
* | output |
* | --- |
* | "Terms and Conditions" |
*
* @param {Account_Terms_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_title = /** @type {((inputs?: Account_Terms_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Terms_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_terms_title(inputs)
	if (locale === "en") return en_account_terms_title(inputs)
	return spec_account_terms_title(inputs)
});