/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Invite_SendingInputs */

const spec_account_invite_sending = /** @type {(inputs: Account_Invite_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sending invitation code ...`)
};

const am_account_invite_sending = /** @type {(inputs: Account_Invite_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የግብዣ ኮድ በመላክ ላይ ...`)
};

const en_account_invite_sending = /** @type {(inputs: Account_Invite_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending invitation code...`)
};

/**
* | output |
* | --- |
* | "Sending invitation code..." |
*
* @param {Account_Invite_SendingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_invite_sending = /** @type {((inputs?: Account_Invite_SendingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Invite_SendingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_invite_sending(inputs)
	if (locale === "en") return en_account_invite_sending(inputs)
	return spec_account_invite_sending(inputs)
});