/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Invite_TitleInputs */

const spec_account_invite_title = /** @type {(inputs: Account_Invite_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite Friends`)
};

const am_account_invite_title = /** @type {(inputs: Account_Invite_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ጓደኞችን ይጋብዙ`)
};

const en_account_invite_title = /** @type {(inputs: Account_Invite_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite Friends`)
};

/**
* | output |
* | --- |
* | "Invite Friends" |
*
* @param {Account_Invite_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_invite_title = /** @type {((inputs?: Account_Invite_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Invite_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_invite_title(inputs)
	if (locale === "en") return en_account_invite_title(inputs)
	return spec_account_invite_title(inputs)
});