/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Telegram_ShareInputs */

const spec_telegram_share = /** @type {(inputs: Telegram_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share in Telegram`)
};

const am_telegram_share = /** @type {(inputs: Telegram_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በቴሌግራም ያጋሩ`)
};

const en_telegram_share = /** @type {(inputs: Telegram_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share in Telegram`)
};

/**
* | output |
* | --- |
* | "Share in Telegram" |
*
* @param {Telegram_ShareInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const telegram_share = /** @type {((inputs?: Telegram_ShareInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Telegram_ShareInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_telegram_share(inputs)
	if (locale === "en") return en_telegram_share(inputs)
	return spec_telegram_share(inputs)
});