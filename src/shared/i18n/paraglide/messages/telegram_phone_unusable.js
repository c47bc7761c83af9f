/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Telegram_Phone_UnusableInputs */

const spec_telegram_phone_unusable = /** @type {(inputs: Telegram_Phone_UnusableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Telegram phone number is not an Ethiopian mobile number. Please enter one below.`)
};

const am_telegram_phone_unusable = /** @type {(inputs: Telegram_Phone_UnusableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የቴሌግራም ስልክ ቁጥርዎ የኢትዮጵያ ሞባይል ቁጥር አይደለም። እባክዎ ከታች ያስገቡ።`)
};

const en_telegram_phone_unusable = /** @type {(inputs: Telegram_Phone_UnusableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Telegram phone number is not an Ethiopian mobile number. Please enter one below.`)
};

/**
* | output |
* | --- |
* | "Your Telegram phone number is not an Ethiopian mobile number. Please enter one below." |
*
* @param {Telegram_Phone_UnusableInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const telegram_phone_unusable = /** @type {((inputs?: Telegram_Phone_UnusableInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Telegram_Phone_UnusableInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_telegram_phone_unusable(inputs)
	if (locale === "en") return en_telegram_phone_unusable(inputs)
	return spec_telegram_phone_unusable(inputs)
});