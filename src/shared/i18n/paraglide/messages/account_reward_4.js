/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Reward_4Inputs */

const spec_account_reward_4 = /** @type {(inputs: Account_Reward_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite rewards are play-only: they can be staked in games but not withdrawn.`)
};

const am_account_reward_4 = /** @type {(inputs: Account_Reward_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የግብዣ ሽልማት ለጨዋታ ብቻ ነው፤ መደብ ማስያዝ ይቻላል እንጂ ወጪ ማድረግ አይቻልም።`)
};

const en_account_reward_4 = /** @type {(inputs: Account_Reward_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite rewards are play-only: they can be staked in games but not withdrawn.`)
};

/**
* | output |
* | --- |
* | "Invite rewards are play-only: they can be staked in games but not withdrawn." |
*
* @param {Account_Reward_4Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reward_4 = /** @type {((inputs?: Account_Reward_4Inputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Reward_4Inputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_reward_4(inputs)
	if (locale === "en") return en_account_reward_4(inputs)
	return spec_account_reward_4(inputs)
});