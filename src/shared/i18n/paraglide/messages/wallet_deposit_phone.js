/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Deposit_PhoneInputs */

const spec_wallet_deposit_phone = /** @type {(inputs: Wallet_Deposit_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone number must be exactly 10 digits`)
};

const am_wallet_deposit_phone = /** @type {(inputs: Wallet_Deposit_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ስልክ ቁጥሩ በትክክል 10 አሃዝ መሆን አለበት`)
};

const en_wallet_deposit_phone = /** @type {(inputs: Wallet_Deposit_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The phone number must be exactly 10 digits.`)
};

/**
* | output |
* | --- |
* | "The phone number must be exactly 10 digits." |
*
* @param {Wallet_Deposit_PhoneInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_deposit_phone = /** @type {((inputs?: Wallet_Deposit_PhoneInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Deposit_PhoneInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_deposit_phone(inputs)
	if (locale === "en") return en_wallet_deposit_phone(inputs)
	return spec_wallet_deposit_phone(inputs)
});