/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Telegram_Confirm_TitleInputs */

const spec_telegram_confirm_title = /** @type {(inputs: Telegram_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link this Telegram account?`)
};

const am_telegram_confirm_title = /** @type {(inputs: Telegram_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ይህ የቴሌግራም መለያ ይገናኝ?`)
};

const en_telegram_confirm_title = /** @type {(inputs: Telegram_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link this Telegram account?`)
};

/**
* | output |
* | --- |
* | "Link this Telegram account?" |
*
* @param {Telegram_Confirm_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const telegram_confirm_title = /** @type {((inputs?: Telegram_Confirm_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Telegram_Confirm_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_telegram_confirm_title(inputs)
	if (locale === "en") return en_telegram_confirm_title(inputs)
	return spec_telegram_confirm_title(inputs)
});