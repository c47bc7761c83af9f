/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Logout_Unconfirmed_TextInputs */

const spec_account_logout_unconfirmed_text = /** @type {(inputs: Account_Logout_Unconfirmed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It stays on this phone and is checked again when you log in. Log out anyway?`)
};

const am_account_logout_unconfirmed_text = /** @type {(inputs: Account_Logout_Unconfirmed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በዚህ ስልክ ላይ ይቆያል፤ እንደገና ሲገቡ ይረጋገጣል። ቢሆንም ይውጡ?`)
};

const en_account_logout_unconfirmed_text = /** @type {(inputs: Account_Logout_Unconfirmed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It stays on this phone and is checked again when you log in. Log out anyway?`)
};

/**
* | output |
* | --- |
* | "It stays on this phone and is checked again when you log in. Log out anyway?" |
*
* @param {Account_Logout_Unconfirmed_TextInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_logout_unconfirmed_text = /** @type {((inputs?: Account_Logout_Unconfirmed_TextInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Logout_Unconfirmed_TextInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_logout_unconfirmed_text(inputs)
	if (locale === "en") return en_account_logout_unconfirmed_text(inputs)
	return spec_account_logout_unconfirmed_text(inputs)
});