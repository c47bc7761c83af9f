/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_PhoneInputs */

const spec_wallet_phone = /** @type {(inputs: Wallet_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone number`)
};

const am_wallet_phone = /** @type {(inputs: Wallet_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ስልክ ቁጥር`)
};

const en_wallet_phone = /** @type {(inputs: Wallet_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone number`)
};

/**
* | output |
* | --- |
* | "Phone number" |
*
* @param {Wallet_PhoneInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_phone = /** @type {((inputs?: Wallet_PhoneInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_PhoneInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_phone(inputs)
	if (locale === "en") return en_wallet_phone(inputs)
	return spec_wallet_phone(inputs)
});