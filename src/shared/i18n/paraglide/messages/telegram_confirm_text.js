/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Telegram_Confirm_TextInputs */

const spec_telegram_confirm_text = /** @type {(inputs: Telegram_Confirm_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From now on this Telegram account signs in to this Cartela account without a password.`)
};

const am_telegram_confirm_text = /** @type {(inputs: Telegram_Confirm_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ከአሁን ጀምሮ ይህ የቴሌግራም መለያ ያለ የይለፍ ቃል ወደዚህ የካርቴላ መለያ ያስገባል።`)
};

const en_telegram_confirm_text = /** @type {(inputs: Telegram_Confirm_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From now on this Telegram account signs in to this Cartela account without a password.`)
};

/**
* | output |
* | --- |
* | "From now on this Telegram account signs in to this Cartela account without a password." |
*
* @param {Telegram_Confirm_TextInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const telegram_confirm_text = /** @type {((inputs?: Telegram_Confirm_TextInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Telegram_Confirm_TextInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_telegram_confirm_text(inputs)
	if (locale === "en") return en_telegram_confirm_text(inputs)
	return spec_telegram_confirm_text(inputs)
});