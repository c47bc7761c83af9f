/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ stake: NonNullable<unknown> }} Account_Stake_AmountInputs */

const spec_account_stake_amount = /** @type {(inputs: Account_Stake_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.stake} ETB`)
};

const am_account_stake_amount = /** @type {(inputs: Account_Stake_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.stake} ብር`)
};

const en_account_stake_amount = /** @type {(inputs: Account_Stake_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.stake} ETB`)
};

/**
* | output |
* | --- |
* | "{stake} ETB" |
*
* @param {Account_Stake_AmountInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_stake_amount = /** @type {((inputs: Account_Stake_AmountInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Stake_AmountInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_stake_amount(inputs)
	if (locale === "en") return en_account_stake_amount(inputs)
	return spec_account_stake_amount(inputs)
});