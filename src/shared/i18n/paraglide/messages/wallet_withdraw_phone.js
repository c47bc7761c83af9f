/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Withdraw_PhoneInputs */

const spec_wallet_withdraw_phone = /** @type {(inputs: Wallet_Withdraw_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`phone number required`)
};

const am_wallet_withdraw_phone = /** @type {(inputs: Wallet_Withdraw_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ስልክ ቁጥር ያስፈልጋል`)
};

const en_wallet_withdraw_phone = /** @type {(inputs: Wallet_Withdraw_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone number required.`)
};

/**
* | output |
* | --- |
* | "Phone number required." |
*
* @param {Wallet_Withdraw_PhoneInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_withdraw_phone = /** @type {((inputs?: Wallet_Withdraw_PhoneInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Withdraw_PhoneInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_withdraw_phone(inputs)
	if (locale === "en") return en_wallet_withdraw_phone(inputs)
	return spec_wallet_withdraw_phone(inputs)
});