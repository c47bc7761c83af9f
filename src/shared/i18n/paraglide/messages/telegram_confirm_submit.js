/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Telegram_Confirm_SubmitInputs */

const spec_telegram_confirm_submit = /** @type {(inputs: Telegram_Confirm_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, link them`)
};

const am_telegram_confirm_submit = /** @type {(inputs: Telegram_Confirm_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`አዎ፣ ያገናኙ`)
};

const en_telegram_confirm_submit = /** @type {(inputs: Telegram_Confirm_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, link them`)
};

/**
* | output |
* | --- |
* | "Yes, link them" |
*
* @param {Telegram_Confirm_SubmitInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const telegram_confirm_submit = /** @type {((inputs?: Telegram_Confirm_SubmitInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Telegram_Confirm_SubmitInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_telegram_confirm_submit(inputs)
	if (locale === "en") return en_telegram_confirm_submit(inputs)
	return spec_telegram_confirm_submit(inputs)
});