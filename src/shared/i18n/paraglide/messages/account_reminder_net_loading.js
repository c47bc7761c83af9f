/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Reminder_Net_LoadingInputs */

const spec_account_reminder_net_loading = /** @type {(inputs: Account_Reminder_Net_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading your ledger…`)
};

const am_account_reminder_net_loading = /** @type {(inputs: Account_Reminder_Net_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የሂሳብ መዝገብዎ እየተነበበ ነው…`)
};

const en_account_reminder_net_loading = /** @type {(inputs: Account_Reminder_Net_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading your ledger…`)
};

/**
* | output |
* | --- |
* | "Reading your ledger…" |
*
* @param {Account_Reminder_Net_LoadingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reminder_net_loading = /** @type {((inputs?: Account_Reminder_Net_LoadingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Reminder_Net_LoadingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_reminder_net_loading(inputs)
	if (locale === "en") return en_account_reminder_net_loading(inputs)
	return spec_account_reminder_net_loading(inputs)
});