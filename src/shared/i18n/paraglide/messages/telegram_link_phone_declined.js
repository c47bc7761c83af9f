/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Telegram_Link_Phone_DeclinedInputs */

const spec_telegram_link_phone_declined = /** @type {(inputs: Telegram_Link_Phone_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Telegram did not share your phone number. Please type it in the phone number field.`)
};

const am_telegram_link_phone_declined = /** @type {(inputs: Telegram_Link_Phone_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ቴሌግራም ስልክ ቁጥርዎን አላጋራም። እባክዎ በስልክ ቁጥር መስኩ ላይ ይጻፉት።`)
};

const en_telegram_link_phone_declined = /** @type {(inputs: Telegram_Link_Phone_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Telegram did not share your phone number. Please type it in the phone number field.`)
};

/**
* | output |
* | --- |
* | "Telegram did not share your phone number. Please type it in the phone number field." |
*
* @param {Telegram_Link_Phone_DeclinedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const telegram_link_phone_declined = /** @type {((inputs?: Telegram_Link_Phone_DeclinedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Telegram_Link_Phone_DeclinedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_telegram_link_phone_declined(inputs)
	if (locale === "en") return en_telegram_link_phone_declined(inputs)
	return spec_telegram_link_phone_declined(inputs)
});