/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ stake: NonNullable<unknown> }} Account_Stake_LabelInputs */

const spec_account_stake_label = /** @type {(inputs: Account_Stake_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stake ${i?.stake} ETB`)
};

const am_account_stake_label = /** @type {(inputs: Account_Stake_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`መደብ ${i?.stake} ብር`)
};

const en_account_stake_label = /** @type {(inputs: Account_Stake_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stake ${i?.stake} ETB`)
};

/**
* | output |
* | --- |
* | "Stake {stake} ETB" |
*
* @param {Account_Stake_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_stake_label = /** @type {((inputs: Account_Stake_LabelInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Stake_LabelInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_stake_label(inputs)
	if (locale === "en") return en_account_stake_label(inputs)
	return spec_account_stake_label(inputs)
});