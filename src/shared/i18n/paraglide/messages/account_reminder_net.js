/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Account_Reminder_NetInputs */

const spec_account_reminder_net = /** @type {(inputs: Account_Reminder_NetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Net result this session: ${i?.amount} ETB`)
};

const am_account_reminder_net = /** @type {(inputs: Account_Reminder_NetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`የዚህ ክፍለ ጊዜ የተጣራ ውጤት፦ ${i?.amount} ብር`)
};

const en_account_reminder_net = /** @type {(inputs: Account_Reminder_NetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Net result this session: ${i?.amount} ETB`)
};

/**
* | output |
* | --- |
* | "Net result this session: {amount} ETB" |
*
* @param {Account_Reminder_NetInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reminder_net = /** @type {((inputs: Account_Reminder_NetInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Reminder_NetInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_reminder_net(inputs)
	if (locale === "en") return en_account_reminder_net(inputs)
	return spec_account_reminder_net(inputs)
});