/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Telegram_Link_Phone_UnusableInputs */

const spec_telegram_link_phone_unusable = /** @type {(inputs: Telegram_Link_Phone_UnusableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Telegram phone number is not an Ethiopian mobile number. Please type your Cartela phone number in the phone number field.`)
};

const am_telegram_link_phone_unusable = /** @type {(inputs: Telegram_Link_Phone_UnusableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የቴሌግራም ስልክ ቁጥርዎ የኢትዮጵያ ሞባይል ቁጥር አይደለም። እባክዎ የካርቴላ ስልክ ቁጥርዎን በስልክ ቁጥር መስኩ ላይ ይጻፉ።`)
};

const en_telegram_link_phone_unusable = /** @type {(inputs: Telegram_Link_Phone_UnusableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Telegram phone number is not an Ethiopian mobile number. Please type your Cartela phone number in the phone number field.`)
};

/**
* | output |
* | --- |
* | "Your Telegram phone number is not an Ethiopian mobile number. Please type your Cartela phone number in the phone number field." |
*
* @param {Telegram_Link_Phone_UnusableInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const telegram_link_phone_unusable = /** @type {((inputs?: Telegram_Link_Phone_UnusableInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Telegram_Link_Phone_UnusableInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_telegram_link_phone_unusable(inputs)
	if (locale === "en") return en_telegram_link_phone_unusable(inputs)
	return spec_telegram_link_phone_unusable(inputs)
});