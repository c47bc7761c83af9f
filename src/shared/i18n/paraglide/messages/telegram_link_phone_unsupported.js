/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Telegram_Link_Phone_UnsupportedInputs */

const spec_telegram_link_phone_unsupported = /** @type {(inputs: Telegram_Link_Phone_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This Telegram version cannot share your phone number. Please type it in the phone number field.`)
};

const am_telegram_link_phone_unsupported = /** @type {(inputs: Telegram_Link_Phone_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ይህ የቴሌግራም ስሪት ስልክ ቁጥርዎን ማጋራት አይችልም። እባክዎ በስልክ ቁጥር መስኩ ላይ ይጻፉት።`)
};

const en_telegram_link_phone_unsupported = /** @type {(inputs: Telegram_Link_Phone_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This Telegram version cannot share your phone number. Please type it in the phone number field.`)
};

/**
* | output |
* | --- |
* | "This Telegram version cannot share your phone number. Please type it in the phone number field." |
*
* @param {Telegram_Link_Phone_UnsupportedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const telegram_link_phone_unsupported = /** @type {((inputs?: Telegram_Link_Phone_UnsupportedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Telegram_Link_Phone_UnsupportedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_telegram_link_phone_unsupported(inputs)
	if (locale === "en") return en_telegram_link_phone_unsupported(inputs)
	return spec_telegram_link_phone_unsupported(inputs)
});