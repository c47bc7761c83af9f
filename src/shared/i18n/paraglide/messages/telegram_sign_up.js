/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Telegram_Sign_UpInputs */

const spec_telegram_sign_up = /** @type {(inputs: Telegram_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New to Cartela? Sign up with your Telegram number`)
};

const am_telegram_sign_up = /** @type {(inputs: Telegram_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`አዲስ ነዎት? በቴሌግራም ስልክ ቁጥርዎ ይመዝገቡ`)
};

const en_telegram_sign_up = /** @type {(inputs: Telegram_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New to Cartela? Sign up with your Telegram number`)
};

/**
* | output |
* | --- |
* | "New to Cartela? Sign up with your Telegram number" |
*
* @param {Telegram_Sign_UpInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const telegram_sign_up = /** @type {((inputs?: Telegram_Sign_UpInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Telegram_Sign_UpInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_telegram_sign_up(inputs)
	if (locale === "en") return en_telegram_sign_up(inputs)
	return spec_telegram_sign_up(inputs)
});