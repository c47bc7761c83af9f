/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Patterns_By_StakeInputs */

const spec_account_patterns_by_stake = /** @type {(inputs: Account_Patterns_By_StakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Patterns by stake`)
};

const am_account_patterns_by_stake = /** @type {(inputs: Account_Patterns_By_StakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ቅርጾች በመደብ`)
};

const en_account_patterns_by_stake = /** @type {(inputs: Account_Patterns_By_StakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Patterns by stake`)
};

/**
* | output |
* | --- |
* | "Patterns by stake" |
*
* @param {Account_Patterns_By_StakeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_patterns_by_stake = /** @type {((inputs?: Account_Patterns_By_StakeInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Patterns_By_StakeInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_patterns_by_stake(inputs)
	if (locale === "en") return en_account_patterns_by_stake(inputs)
	return spec_account_patterns_by_stake(inputs)
});