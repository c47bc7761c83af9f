/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_RewardsInputs */

const spec_account_rewards = /** @type {(inputs: Account_RewardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rewards`)
};

const am_account_rewards = /** @type {(inputs: Account_RewardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ሽልማቶች`)
};

const en_account_rewards = /** @type {(inputs: Account_RewardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rewards`)
};

/**
* | output |
* | --- |
* | "Rewards" |
*
* @param {Account_RewardsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_rewards = /** @type {((inputs?: Account_RewardsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_RewardsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_rewards(inputs)
	if (locale === "en") return en_account_rewards(inputs)
	return spec_account_rewards(inputs)
});