/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Transfer_PhoneInputs */

const spec_wallet_transfer_phone = /** @type {(inputs: Wallet_Transfer_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone number must be 10 digits: starting with 0...`)
};

const am_wallet_transfer_phone = /** @type {(inputs: Wallet_Transfer_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ስልክ ቁጥሩ በ0 የሚጀምር 10 አሃዝ መሆን አለበት`)
};

const en_wallet_transfer_phone = /** @type {(inputs: Wallet_Transfer_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The phone number must be 10 digits, starting with 0.`)
};

/**
* | output |
* | --- |
* | "The phone number must be 10 digits, starting with 0." |
*
* @param {Wallet_Transfer_PhoneInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_transfer_phone = /** @type {((inputs?: Wallet_Transfer_PhoneInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Transfer_PhoneInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_transfer_phone(inputs)
	if (locale === "en") return en_wallet_transfer_phone(inputs)
	return spec_wallet_transfer_phone(inputs)
});