/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_PhoneInputs */

const spec_account_phone = /** @type {(inputs: Account_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone number`)
};

const am_account_phone = /** @type {(inputs: Account_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ስልክ ቁጥር`)
};

const en_account_phone = /** @type {(inputs: Account_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone number`)
};

/**
* | output |
* | --- |
* | "Phone number" |
*
* @param {Account_PhoneInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_phone = /** @type {((inputs?: Account_PhoneInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_PhoneInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_phone(inputs)
	if (locale === "en") return en_account_phone(inputs)
	return spec_account_phone(inputs)
});