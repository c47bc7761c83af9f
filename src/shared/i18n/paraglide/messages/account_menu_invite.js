/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Menu_InviteInputs */

const spec_account_menu_invite = /** @type {(inputs: Account_Menu_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite Friends`)
};

const am_account_menu_invite = /** @type {(inputs: Account_Menu_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ጓደኞችን ይጋብዙ`)
};

const en_account_menu_invite = /** @type {(inputs: Account_Menu_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite Friends`)
};

/**
* | output |
* | --- |
* | "Invite Friends" |
*
* @param {Account_Menu_InviteInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_menu_invite = /** @type {((inputs?: Account_Menu_InviteInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Menu_InviteInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_menu_invite(inputs)
	if (locale === "en") return en_account_menu_invite(inputs)
	return spec_account_menu_invite(inputs)
});