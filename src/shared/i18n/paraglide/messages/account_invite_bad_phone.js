/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Invite_Bad_PhoneInputs */

const spec_account_invite_bad_phone = /** @type {(inputs: Account_Invite_Bad_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone number must be 10 digits: starting with 0...`)
};

const am_account_invite_bad_phone = /** @type {(inputs: Account_Invite_Bad_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ስልክ ቁጥሩ 10 አሃዝ መሆን አለበት፤ በ0 የሚጀምር...`)
};

const en_account_invite_bad_phone = /** @type {(inputs: Account_Invite_Bad_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone number must be 10 digits, starting with 0...`)
};

/**
* | output |
* | --- |
* | "Phone number must be 10 digits, starting with 0..." |
*
* @param {Account_Invite_Bad_PhoneInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_invite_bad_phone = /** @type {((inputs?: Account_Invite_Bad_PhoneInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Invite_Bad_PhoneInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_invite_bad_phone(inputs)
	if (locale === "en") return en_account_invite_bad_phone(inputs)
	return spec_account_invite_bad_phone(inputs)
});