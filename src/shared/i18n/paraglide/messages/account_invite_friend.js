/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Invite_FriendInputs */

const spec_account_invite_friend = /** @type {(inputs: Account_Invite_FriendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite a friend`)
};

const am_account_invite_friend = /** @type {(inputs: Account_Invite_FriendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ጓደኛ ይጋብዙ`)
};

const en_account_invite_friend = /** @type {(inputs: Account_Invite_FriendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite a friend`)
};

/**
* | output |
* | --- |
* | "Invite a friend" |
*
* @param {Account_Invite_FriendInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_invite_friend = /** @type {((inputs?: Account_Invite_FriendInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Invite_FriendInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_invite_friend(inputs)
	if (locale === "en") return en_account_invite_friend(inputs)
	return spec_account_invite_friend(inputs)
});