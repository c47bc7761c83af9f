/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Telegram_Link_TitleInputs */

const spec_telegram_link_title = /** @type {(inputs: Telegram_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link your Cartela account`)
};

const am_telegram_link_title = /** @type {(inputs: Telegram_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የካርቴላ መለያዎን ያገናኙ`)
};

const en_telegram_link_title = /** @type {(inputs: Telegram_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link your Cartela account`)
};

/**
* | output |
* | --- |
* | "Link your Cartela account" |
*
* @param {Telegram_Link_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const telegram_link_title = /** @type {((inputs?: Telegram_Link_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Telegram_Link_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_telegram_link_title(inputs)
	if (locale === "en") return en_telegram_link_title(inputs)
	return spec_telegram_link_title(inputs)
});