/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Profile_TitleInputs */

const spec_account_profile_title = /** @type {(inputs: Account_Profile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Profile`)
};

const am_account_profile_title = /** @type {(inputs: Account_Profile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`መገለጫ ያስተካክሉ`)
};

const en_account_profile_title = /** @type {(inputs: Account_Profile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Profile`)
};

/**
* | output |
* | --- |
* | "Edit Profile" |
*
* @param {Account_Profile_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_profile_title = /** @type {((inputs?: Account_Profile_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Profile_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_profile_title(inputs)
	if (locale === "en") return en_account_profile_title(inputs)
	return spec_account_profile_title(inputs)
});