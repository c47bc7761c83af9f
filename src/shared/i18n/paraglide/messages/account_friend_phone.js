/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Friend_PhoneInputs */

const spec_account_friend_phone = /** @type {(inputs: Account_Friend_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Friend's phone number`)
};

const am_account_friend_phone = /** @type {(inputs: Account_Friend_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የጓደኛዎ ስልክ ቁጥር`)
};

const en_account_friend_phone = /** @type {(inputs: Account_Friend_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Friend's phone number`)
};

/**
* | output |
* | --- |
* | "Friend's phone number" |
*
* @param {Account_Friend_PhoneInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_friend_phone = /** @type {((inputs?: Account_Friend_PhoneInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Friend_PhoneInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_friend_phone(inputs)
	if (locale === "en") return en_account_friend_phone(inputs)
	return spec_account_friend_phone(inputs)
});