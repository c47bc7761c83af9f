/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Telegram_Unlink_TitleInputs */

const spec_account_telegram_unlink_title = /** @type {(inputs: Account_Telegram_Unlink_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlink Telegram?`)
};

const am_account_telegram_unlink_title = /** @type {(inputs: Account_Telegram_Unlink_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የቴሌግራም ግንኙነቱ ይቋረጥ?`)
};

const en_account_telegram_unlink_title = /** @type {(inputs: Account_Telegram_Unlink_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlink Telegram?`)
};

/**
* | output |
* | --- |
* | "Unlink Telegram?" |
*
* @param {Account_Telegram_Unlink_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_telegram_unlink_title = /** @type {((inputs?: Account_Telegram_Unlink_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Telegram_Unlink_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_telegram_unlink_title(inputs)
	if (locale === "en") return en_account_telegram_unlink_title(inputs)
	return spec_account_telegram_unlink_title(inputs)
});