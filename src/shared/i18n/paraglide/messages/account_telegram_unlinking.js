/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Telegram_UnlinkingInputs */

const spec_account_telegram_unlinking = /** @type {(inputs: Account_Telegram_UnlinkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlinking...`)
};

const am_account_telegram_unlinking = /** @type {(inputs: Account_Telegram_UnlinkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በማቋረጥ ላይ...`)
};

const en_account_telegram_unlinking = /** @type {(inputs: Account_Telegram_UnlinkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlinking...`)
};

/**
* | output |
* | --- |
* | "Unlinking..." |
*
* @param {Account_Telegram_UnlinkingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_telegram_unlinking = /** @type {((inputs?: Account_Telegram_UnlinkingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Telegram_UnlinkingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_telegram_unlinking(inputs)
	if (locale === "en") return en_account_telegram_unlinking(inputs)
	return spec_account_telegram_unlinking(inputs)
});