/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Age_RequiredInputs */

const spec_auth_age_required = /** @type {(inputs: Auth_Age_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please confirm that you are 21 years of age or older to create an account.`)
};

const am_auth_age_required = /** @type {(inputs: Auth_Age_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`መለያ ለመክፈት ዕድሜዎ 21 ዓመት ወይም ከዚያ በላይ መሆኑን ያረጋግጡ።`)
};

const en_auth_age_required = /** @type {(inputs: Auth_Age_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please confirm that you are 21 years of age or older to create an account.`)
};

/**
* | output |
* | --- |
* | "Please confirm that you are 21 years of age or older to create an account." |
*
* @param {Auth_Age_RequiredInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_age_required = /** @type {((inputs?: Auth_Age_RequiredInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Age_RequiredInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_auth_age_required(inputs)
	if (locale === "en") return en_auth_age_required(inputs)
	return spec_auth_age_required(inputs)
});