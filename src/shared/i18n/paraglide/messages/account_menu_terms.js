/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Menu_TermsInputs */

const spec_account_menu_terms = /** @type {(inputs: Account_Menu_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms and Conditions`)
};

const am_account_menu_terms = /** @type {(inputs: Account_Menu_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ደንቦችና ሁኔታዎች`)
};

const en_account_menu_terms = /** @type {(inputs: Account_Menu_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms and Conditions`)
};

/**
* | output |
* | --- |
* | "Terms and Conditions" |
*
* @param {Account_Menu_TermsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_menu_terms = /** @type {((inputs?: Account_Menu_TermsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Menu_TermsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_menu_terms(inputs)
	if (locale === "en") return en_account_menu_terms(inputs)
	return spec_account_menu_terms(inputs)
});