/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Telegram_Confirm_AccountInputs */

const spec_telegram_confirm_account = /** @type {(inputs: Telegram_Confirm_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cartela account`)
};

const am_telegram_confirm_account = /** @type {(inputs: Telegram_Confirm_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የካርቴላ መለያ`)
};

const en_telegram_confirm_account = /** @type {(inputs: Telegram_Confirm_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cartela account`)
};

/**
* | output |
* | --- |
* | "Cartela account" |
*
* @param {Telegram_Confirm_AccountInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const telegram_confirm_account = /** @type {((inputs?: Telegram_Confirm_AccountInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Telegram_Confirm_AccountInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_telegram_confirm_account(inputs)
	if (locale === "en") return en_telegram_confirm_account(inputs)
	return spec_telegram_confirm_account(inputs)
});