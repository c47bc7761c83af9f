/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Telegram_Confirm_CancelInputs */

const spec_telegram_confirm_cancel = /** @type {(inputs: Telegram_Confirm_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No, go back`)
};

const am_telegram_confirm_cancel = /** @type {(inputs: Telegram_Confirm_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`አይ፣ ይመለሱ`)
};

const en_telegram_confirm_cancel = /** @type {(inputs: Telegram_Confirm_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No, go back`)
};

/**
* | output |
* | --- |
* | "No, go back" |
*
* @param {Telegram_Confirm_CancelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const telegram_confirm_cancel = /** @type {((inputs?: Telegram_Confirm_CancelInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Telegram_Confirm_CancelInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_telegram_confirm_cancel(inputs)
	if (locale === "en") return en_telegram_confirm_cancel(inputs)
	return spec_telegram_confirm_cancel(inputs)
});