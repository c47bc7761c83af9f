/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Sms_IdInputs */

const spec_wallet_sms_id = /** @type {(inputs: Wallet_Sms_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SMS transaction id`)
};

const am_wallet_sms_id = /** @type {(inputs: Wallet_Sms_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የኤስኤምኤስ ግብይት መለያ`)
};

const en_wallet_sms_id = /** @type {(inputs: Wallet_Sms_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SMS transaction ID`)
};

/**
* | output |
* | --- |
* | "SMS transaction ID" |
*
* @param {Wallet_Sms_IdInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_sms_id = /** @type {((inputs?: Wallet_Sms_IdInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Sms_IdInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_sms_id(inputs)
	if (locale === "en") return en_wallet_sms_id(inputs)
	return spec_wallet_sms_id(inputs)
});