/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Limits_Deposit_LabelInputs */

const spec_account_limits_deposit_label = /** @type {(inputs: Account_Limits_Deposit_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Daily deposit limit (ETB)`)
};

const am_account_limits_deposit_label = /** @type {(inputs: Account_Limits_Deposit_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የዕለት ማስገቢያ ገደብ (ብር)`)
};

const en_account_limits_deposit_label = /** @type {(inputs: Account_Limits_Deposit_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Daily deposit limit (ETB)`)
};

/**
* | output |
* | --- |
* | "Daily deposit limit (ETB)" |
*
* @param {Account_Limits_Deposit_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_deposit_label = /** @type {((inputs?: Account_Limits_Deposit_LabelInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_Deposit_LabelInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_limits_deposit_label(inputs)
	if (locale === "en") return en_account_limits_deposit_label(inputs)
	return spec_account_limits_deposit_label(inputs)
});