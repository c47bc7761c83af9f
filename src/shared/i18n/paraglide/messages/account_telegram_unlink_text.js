/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Account_Telegram_Unlink_TextInputs */

const spec_account_telegram_unlink_text = /** @type {(inputs: Account_Telegram_Unlink_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} will no longer sign in to this account from Telegram. You can link a Telegram account again by logging in with your phone number and password inside Telegram.`)
};

const am_account_telegram_unlink_text = /** @type {(inputs: Account_Telegram_Unlink_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ከዚህ በኋላ ከቴሌግራም ወደዚህ መለያ መግባት አይችልም። በቴሌግራም ውስጥ በስልክ ቁጥርዎ እና በይለፍ ቃልዎ በመግባት የቴሌግራም መለያ እንደገና ማገናኘት ይችላሉ።`)
};

const en_account_telegram_unlink_text = /** @type {(inputs: Account_Telegram_Unlink_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} will no longer sign in to this account from Telegram. You can link a Telegram account again by logging in with your phone number and password inside Telegram.`)
};

/**
* | output |
* | --- |
* | "{name} will no longer sign in to this account from Telegram. You can link a Telegram account again by logging in with your phone number and password inside T..." |
*
* @param {Account_Telegram_Unlink_TextInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_telegram_unlink_text = /** @type {((inputs: Account_Telegram_Unlink_TextInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Telegram_Unlink_TextInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_telegram_unlink_text(inputs)
	if (locale === "en") return en_account_telegram_unlink_text(inputs)
	return spec_account_telegram_unlink_text(inputs)
});