/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Account_Telegram_LinkedInputs */

const spec_account_telegram_linked = /** @type {(inputs: Account_Telegram_LinkedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Telegram: ${i?.name}`)
};

const am_account_telegram_linked = /** @type {(inputs: Account_Telegram_LinkedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ቴሌግራም፦ ${i?.name}`)
};

const en_account_telegram_linked = /** @type {(inputs: Account_Telegram_LinkedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Telegram: ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Telegram: {name}" |
*
* @param {Account_Telegram_LinkedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_telegram_linked = /** @type {((inputs: Account_Telegram_LinkedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Telegram_LinkedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_telegram_linked(inputs)
	if (locale === "en") return en_account_telegram_linked(inputs)
	return spec_account_telegram_linked(inputs)
});