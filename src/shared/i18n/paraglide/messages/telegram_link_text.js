/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Telegram_Link_TextInputs */

const spec_telegram_link_text = /** @type {(inputs: Telegram_Link_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Log in once with your Cartela phone number and password. After that, Telegram signs you in.`)
};

const am_telegram_link_text = /** @type {(inputs: Telegram_Link_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`አንድ ጊዜ በካርቴላ ስልክ ቁጥርዎ እና በይለፍ ቃልዎ ይግቡ። ከዚያ በኋላ ቴሌግራም ያስገባዎታል።`)
};

const en_telegram_link_text = /** @type {(inputs: Telegram_Link_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Log in once with your Cartela phone number and password. After that, Telegram signs you in.`)
};

/**
* | output |
* | --- |
* | "Log in once with your Cartela phone number and password. After that, Telegram signs you in." |
*
* @param {Telegram_Link_TextInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const telegram_link_text = /** @type {((inputs?: Telegram_Link_TextInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Telegram_Link_TextInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_telegram_link_text(inputs)
	if (locale === "en") return en_telegram_link_text(inputs)
	return spec_telegram_link_text(inputs)
});