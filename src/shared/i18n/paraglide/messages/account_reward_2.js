/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Reward_2Inputs */

const spec_account_reward_2 = /** @type {(inputs: Account_Reward_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your friend gets a welcome bonus.`)
};

const am_account_reward_2 = /** @type {(inputs: Account_Reward_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ጓደኛዎ የእንኳን ደህና መጡ ቦነስ ያገኛል።`)
};

const en_account_reward_2 = /** @type {(inputs: Account_Reward_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your friend gets a welcome bonus.`)
};

/**
* | output |
* | --- |
* | "Your friend gets a welcome bonus." |
*
* @param {Account_Reward_2Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reward_2 = /** @type {((inputs?: Account_Reward_2Inputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Reward_2Inputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_reward_2(inputs)
	if (locale === "en") return en_account_reward_2(inputs)
	return spec_account_reward_2(inputs)
});