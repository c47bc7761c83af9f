/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Telegram_UnverifiedInputs */

const spec_telegram_unverified = /** @type {(inputs: Telegram_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your phone number is not verified yet. Please log in with your phone number to verify it.`)
};

const am_telegram_unverified = /** @type {(inputs: Telegram_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ስልክ ቁጥርዎ ገና አልተረጋገጠም። ለማረጋገጥ እባክዎ በስልክ ቁጥርዎ ይግቡ።`)
};

const en_telegram_unverified = /** @type {(inputs: Telegram_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your phone number is not verified yet. Please log in with your phone number to verify it.`)
};

/**
* | output |
* | --- |
* | "Your phone number is not verified yet. Please log in with your phone number to verify it." |
*
* @param {Telegram_UnverifiedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const telegram_unverified = /** @type {((inputs?: Telegram_UnverifiedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Telegram_UnverifiedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_telegram_unverified(inputs)
	if (locale === "en") return en_telegram_unverified(inputs)
	return spec_telegram_unverified(inputs)
});