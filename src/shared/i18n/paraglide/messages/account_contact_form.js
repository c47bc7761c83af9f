/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Contact_FormInputs */

const spec_account_contact_form = /** @type {(inputs: Account_Contact_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact form`)
};

const am_account_contact_form = /** @type {(inputs: Account_Contact_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የመገናኛ ቅጽ`)
};

const en_account_contact_form = /** @type {(inputs: Account_Contact_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact form`)
};

/**
* | output |
* | --- |
* | "Contact form" |
*
* @param {Account_Contact_FormInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_contact_form = /** @type {((inputs?: Account_Contact_FormInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Contact_FormInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_contact_form(inputs)
	if (locale === "en") return en_account_contact_form(inputs)
	return spec_account_contact_form(inputs)
});