/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Telegram_Unlink_Not_OfferedInputs */

const spec_account_telegram_unlink_not_offered = /** @type {(inputs: Account_Telegram_Unlink_Not_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlinking Telegram is not available yet. Please contact support.`)
};

const am_account_telegram_unlink_not_offered = /** @type {(inputs: Account_Telegram_Unlink_Not_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የቴሌግራም ግንኙነትን ማቋረጥ ገና አይቻልም። እባክዎ ድጋፍ ሰጪን ያነጋግሩ።`)
};

const en_account_telegram_unlink_not_offered = /** @type {(inputs: Account_Telegram_Unlink_Not_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlinking Telegram is not available yet. Please contact support.`)
};

/**
* | output |
* | --- |
* | "Unlinking Telegram is not available yet. Please contact support." |
*
* @param {Account_Telegram_Unlink_Not_OfferedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_telegram_unlink_not_offered = /** @type {((inputs?: Account_Telegram_Unlink_Not_OfferedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Telegram_Unlink_Not_OfferedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_telegram_unlink_not_offered(inputs)
	if (locale === "en") return en_account_telegram_unlink_not_offered(inputs)
	return spec_account_telegram_unlink_not_offered(inputs)
});