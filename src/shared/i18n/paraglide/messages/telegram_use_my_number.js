/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Telegram_Use_My_NumberInputs */

const spec_telegram_use_my_number = /** @type {(inputs: Telegram_Use_My_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use my Telegram number`)
};

const am_telegram_use_my_number = /** @type {(inputs: Telegram_Use_My_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የቴሌግራም ስልክ ቁጥሬን ተጠቀም`)
};

const en_telegram_use_my_number = /** @type {(inputs: Telegram_Use_My_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use my Telegram number`)
};

/**
* | output |
* | --- |
* | "Use my Telegram number" |
*
* @param {Telegram_Use_My_NumberInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const telegram_use_my_number = /** @type {((inputs?: Telegram_Use_My_NumberInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Telegram_Use_My_NumberInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_telegram_use_my_number(inputs)
	if (locale === "en") return en_telegram_use_my_number(inputs)
	return spec_telegram_use_my_number(inputs)
});