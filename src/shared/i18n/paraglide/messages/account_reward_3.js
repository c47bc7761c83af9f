/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Reward_3Inputs */

const spec_account_reward_3 = /** @type {(inputs: Account_Reward_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rewards are credited after your friend's first login.`)
};

const am_account_reward_3 = /** @type {(inputs: Account_Reward_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ሽልማቱ የሚገባው ጓደኛዎ ለመጀመሪያ ጊዜ ከገባ በኋላ ነው።`)
};

const en_account_reward_3 = /** @type {(inputs: Account_Reward_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rewards are credited after your friend's first login.`)
};

/**
* | output |
* | --- |
* | "Rewards are credited after your friend's first login." |
*
* @param {Account_Reward_3Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reward_3 = /** @type {((inputs?: Account_Reward_3Inputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Reward_3Inputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_reward_3(inputs)
	if (locale === "en") return en_account_reward_3(inputs)
	return spec_account_reward_3(inputs)
});