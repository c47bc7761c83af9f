/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Telegram_Confirm_TelegramInputs */

const spec_telegram_confirm_telegram = /** @type {(inputs: Telegram_Confirm_TelegramInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Telegram account`)
};

const am_telegram_confirm_telegram = /** @type {(inputs: Telegram_Confirm_TelegramInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የቴሌግራም መለያ`)
};

const en_telegram_confirm_telegram = /** @type {(inputs: Telegram_Confirm_TelegramInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Telegram account`)
};

/**
* | output |
* | --- |
* | "Telegram account" |
*
* @param {Telegram_Confirm_TelegramInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const telegram_confirm_telegram = /** @type {((inputs?: Telegram_Confirm_TelegramInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Telegram_Confirm_TelegramInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_telegram_confirm_telegram(inputs)
	if (locale === "en") return en_telegram_confirm_telegram(inputs)
	return spec_telegram_confirm_telegram(inputs)
});