/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Account_Profile_OfInputs */

const spec_account_profile_of = /** @type {(inputs: Account_Profile_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Profile of ${i?.name}`)
};

const am_account_profile_of = /** @type {(inputs: Account_Profile_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} መገለጫ`)
};

const en_account_profile_of = /** @type {(inputs: Account_Profile_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Profile of ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Profile of {name}" |
*
* @param {Account_Profile_OfInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_profile_of = /** @type {((inputs: Account_Profile_OfInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Profile_OfInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_profile_of(inputs)
	if (locale === "en") return en_account_profile_of(inputs)
	return spec_account_profile_of(inputs)
});