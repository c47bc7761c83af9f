/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Age_ConfirmInputs */

const spec_auth_age_confirm = /** @type {(inputs: Auth_Age_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I confirm that I am 21 years of age or older`)
};

const am_auth_age_confirm = /** @type {(inputs: Auth_Age_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ዕድሜዬ 21 ዓመት ወይም ከዚያ በላይ መሆኑን አረጋግጣለሁ`)
};

const en_auth_age_confirm = /** @type {(inputs: Auth_Age_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I confirm that I am 21 years of age or older`)
};

/**
* | output |
* | --- |
* | "I confirm that I am 21 years of age or older" |
*
* @param {Auth_Age_ConfirmInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_age_confirm = /** @type {((inputs?: Auth_Age_ConfirmInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Age_ConfirmInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_auth_age_confirm(inputs)
	if (locale === "en") return en_auth_age_confirm(inputs)
	return spec_auth_age_confirm(inputs)
});