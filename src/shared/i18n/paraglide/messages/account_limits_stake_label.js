/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Limits_Stake_LabelInputs */

const spec_account_limits_stake_label = /** @type {(inputs: Account_Limits_Stake_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Daily stake limit (ETB)`)
};

const am_account_limits_stake_label = /** @type {(inputs: Account_Limits_Stake_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የዕለት ውርርድ ገደብ (ብር)`)
};

const en_account_limits_stake_label = /** @type {(inputs: Account_Limits_Stake_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Daily stake limit (ETB)`)
};

/**
* | output |
* | --- |
* | "Daily stake limit (ETB)" |
*
* @param {Account_Limits_Stake_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_stake_label = /** @type {((inputs?: Account_Limits_Stake_LabelInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_Stake_LabelInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_limits_stake_label(inputs)
	if (locale === "en") return en_account_limits_stake_label(inputs)
	return spec_account_limits_stake_label(inputs)
});