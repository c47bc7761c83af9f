/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Telegram_Link_SubmitInputs */

const spec_telegram_link_submit = /** @type {(inputs: Telegram_Link_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link and continue`)
};

const am_telegram_link_submit = /** @type {(inputs: Telegram_Link_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ያገናኙ እና ይቀጥሉ`)
};

const en_telegram_link_submit = /** @type {(inputs: Telegram_Link_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link and continue`)
};

/**
* | output |
* | --- |
* | "Link and continue" |
*
* @param {Telegram_Link_SubmitInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const telegram_link_submit = /** @type {((inputs?: Telegram_Link_SubmitInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Telegram_Link_SubmitInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_telegram_link_submit(inputs)
	if (locale === "en") return en_telegram_link_submit(inputs)
	return spec_telegram_link_submit(inputs)
});