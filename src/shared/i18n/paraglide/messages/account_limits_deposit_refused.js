/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ limit: NonNullable<unknown>, left: NonNullable<unknown> }} Account_Limits_Deposit_RefusedInputs */

const spec_account_limits_deposit_refused = /** @type {(inputs: Account_Limits_Deposit_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This deposit is over your daily deposit limit of ${i?.limit} ETB. You can deposit ${i?.left} ETB more today.`)
};

const am_account_limits_deposit_refused = /** @type {(inputs: Account_Limits_Deposit_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ይህ ማስገቢያ ከዕለት ማስገቢያ ገደብዎ ${i?.limit} ብር በላይ ነው። ዛሬ ተጨማሪ ${i?.left} ብር ማስገባት ይችላሉ።`)
};

const en_account_limits_deposit_refused = /** @type {(inputs: Account_Limits_Deposit_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This deposit is over your daily deposit limit of ${i?.limit} ETB. You can deposit ${i?.left} ETB more today.`)
};

/**
* | output |
* | --- |
* | "This deposit is over your daily deposit limit of {limit} ETB. You can deposit {left} ETB more today." |
*
* @param {Account_Limits_Deposit_RefusedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_deposit_refused = /** @type {((inputs: Account_Limits_Deposit_RefusedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_Deposit_RefusedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_limits_deposit_refused(inputs)
	if (locale === "en") return en_account_limits_deposit_refused(inputs)
	return spec_account_limits_deposit_refused(inputs)
});