/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Telegram_Unlink_CancelInputs */

const spec_account_telegram_unlink_cancel = /** @type {(inputs: Account_Telegram_Unlink_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep linked`)
};

const am_account_telegram_unlink_cancel = /** @type {(inputs: Account_Telegram_Unlink_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እንደተገናኘ ይቆይ`)
};

const en_account_telegram_unlink_cancel = /** @type {(inputs: Account_Telegram_Unlink_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep linked`)
};

/**
* | output |
* | --- |
* | "Keep linked" |
*
* @param {Account_Telegram_Unlink_CancelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_telegram_unlink_cancel = /** @type {((inputs?: Account_Telegram_Unlink_CancelInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Telegram_Unlink_CancelInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_telegram_unlink_cancel(inputs)
	if (locale === "en") return en_account_telegram_unlink_cancel(inputs)
	return spec_account_telegram_unlink_cancel(inputs)
});