/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Telegram_UnlinkedInputs */

const spec_account_telegram_unlinked = /** @type {(inputs: Account_Telegram_UnlinkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Telegram is no longer linked to this account.`)
};

const am_account_telegram_unlinked = /** @type {(inputs: Account_Telegram_UnlinkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ቴሌግራም ከዚህ መለያ ጋር ከእንግዲህ አልተገናኘም።`)
};

const en_account_telegram_unlinked = /** @type {(inputs: Account_Telegram_UnlinkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Telegram is no longer linked to this account.`)
};

/**
* | output |
* | --- |
* | "Telegram is no longer linked to this account." |
*
* @param {Account_Telegram_UnlinkedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_telegram_unlinked = /** @type {((inputs?: Account_Telegram_UnlinkedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Telegram_UnlinkedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_telegram_unlinked(inputs)
	if (locale === "en") return en_account_telegram_unlinked(inputs)
	return spec_account_telegram_unlinked(inputs)
});