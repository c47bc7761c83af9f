/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Profile_TabsInputs */

const spec_account_profile_tabs = /** @type {(inputs: Account_Profile_TabsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile`)
};

const am_account_profile_tabs = /** @type {(inputs: Account_Profile_TabsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`መገለጫ`)
};

const en_account_profile_tabs = /** @type {(inputs: Account_Profile_TabsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile`)
};

/**
* | output |
* | --- |
* | "Profile" |
*
* @param {Account_Profile_TabsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_profile_tabs = /** @type {((inputs?: Account_Profile_TabsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Profile_TabsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_profile_tabs(inputs)
	if (locale === "en") return en_account_profile_tabs(inputs)
	return spec_account_profile_tabs(inputs)
});