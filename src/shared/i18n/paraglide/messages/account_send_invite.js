/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Send_InviteInputs */

const spec_account_send_invite = /** @type {(inputs: Account_Send_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send Invite`)
};

const am_account_send_invite = /** @type {(inputs: Account_Send_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ግብዣ ይላኩ`)
};

const en_account_send_invite = /** @type {(inputs: Account_Send_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send invite`)
};

/**
* | output |
* | --- |
* | "Send invite" |
*
* @param {Account_Send_InviteInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_send_invite = /** @type {((inputs?: Account_Send_InviteInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Send_InviteInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_send_invite(inputs)
	if (locale === "en") return en_account_send_invite(inputs)
	return spec_account_send_invite(inputs)
});