/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Telegram_Phone_UnsupportedInputs */

const spec_telegram_phone_unsupported = /** @type {(inputs: Telegram_Phone_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This Telegram version cannot share your phone number. Please enter it below.`)
};

const am_telegram_phone_unsupported = /** @type {(inputs: Telegram_Phone_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ይህ የቴሌግራም ስሪት ስልክ ቁጥርዎን ማጋራት አይችልም። እባክዎ ከታች ያስገቡት።`)
};

const en_telegram_phone_unsupported = /** @type {(inputs: Telegram_Phone_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This Telegram version cannot share your phone number. Please enter it below.`)
};

/**
* | output |
* | --- |
* | "This Telegram version cannot share your phone number. Please enter it below." |
*
* @param {Telegram_Phone_UnsupportedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const telegram_phone_unsupported = /** @type {((inputs?: Telegram_Phone_UnsupportedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Telegram_Phone_UnsupportedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_telegram_phone_unsupported(inputs)
	if (locale === "en") return en_telegram_phone_unsupported(inputs)
	return spec_telegram_phone_unsupported(inputs)
});