/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Manual_SmsInputs */

const spec_wallet_manual_sms = /** @type {(inputs: Wallet_Manual_SmsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please paste the mobile-money SMS transaction Id.`)
};

const am_wallet_manual_sms = /** @type {(inputs: Wallet_Manual_SmsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እባክዎ የሞባይል ገንዘብ ኤስኤምኤስ የግብይት መለያውን ይለጥፉ።`)
};

const en_wallet_manual_sms = /** @type {(inputs: Wallet_Manual_SmsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please paste the mobile-money SMS transaction ID.`)
};

/**
* | output |
* | --- |
* | "Please paste the mobile-money SMS transaction ID." |
*
* @param {Wallet_Manual_SmsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_manual_sms = /** @type {((inputs?: Wallet_Manual_SmsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Manual_SmsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_manual_sms(inputs)
	if (locale === "en") return en_wallet_manual_sms(inputs)
	return spec_wallet_manual_sms(inputs)
});