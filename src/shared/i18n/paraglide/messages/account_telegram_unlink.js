/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Telegram_UnlinkInputs */

const spec_account_telegram_unlink = /** @type {(inputs: Account_Telegram_UnlinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlink`)
};

const am_account_telegram_unlink = /** @type {(inputs: Account_Telegram_UnlinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ግንኙነቱን አቋርጥ`)
};

const en_account_telegram_unlink = /** @type {(inputs: Account_Telegram_UnlinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlink`)
};

/**
* | output |
* | --- |
* | "Unlink" |
*
* @param {Account_Telegram_UnlinkInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_telegram_unlink = /** @type {((inputs?: Account_Telegram_UnlinkInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Telegram_UnlinkInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_telegram_unlink(inputs)
	if (locale === "en") return en_account_telegram_unlink(inputs)
	return spec_account_telegram_unlink(inputs)
});