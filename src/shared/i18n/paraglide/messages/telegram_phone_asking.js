/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Telegram_Phone_AskingInputs */

const spec_telegram_phone_asking = /** @type {(inputs: Telegram_Phone_AskingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for Telegram…`)
};

const am_telegram_phone_asking = /** @type {(inputs: Telegram_Phone_AskingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ቴሌግራምን በመጠበቅ ላይ…`)
};

const en_telegram_phone_asking = /** @type {(inputs: Telegram_Phone_AskingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for Telegram…`)
};

/**
* | output |
* | --- |
* | "Waiting for Telegram…" |
*
* @param {Telegram_Phone_AskingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const telegram_phone_asking = /** @type {((inputs?: Telegram_Phone_AskingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Telegram_Phone_AskingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_telegram_phone_asking(inputs)
	if (locale === "en") return en_telegram_phone_asking(inputs)
	return spec_telegram_phone_asking(inputs)
});