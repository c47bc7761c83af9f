/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Telegram_RefusedInputs */

const spec_telegram_refused = /** @type {(inputs: Telegram_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Telegram could not confirm who you are. Please log in with your phone number.`)
};

const am_telegram_refused = /** @type {(inputs: Telegram_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ቴሌግራም ማንነትዎን ማረጋገጥ አልቻለም። እባክዎ በስልክ ቁጥርዎ ይግቡ።`)
};

const en_telegram_refused = /** @type {(inputs: Telegram_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Telegram could not confirm who you are. Please log in with your phone number.`)
};

/**
* | output |
* | --- |
* | "Telegram could not confirm who you are. Please log in with your phone number." |
*
* @param {Telegram_RefusedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const telegram_refused = /** @type {((inputs?: Telegram_RefusedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Telegram_RefusedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_telegram_refused(inputs)
	if (locale === "en") return en_telegram_refused(inputs)
	return spec_telegram_refused(inputs)
});