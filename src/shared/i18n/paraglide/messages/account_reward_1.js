/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Reward_1Inputs */

const spec_account_reward_1 = /** @type {(inputs: Account_Reward_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You earn 10 birr game credit for every friend who joins with your code.`)
};

const am_account_reward_1 = /** @type {(inputs: Account_Reward_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በኮድዎ ለሚቀላቀል እያንዳንዱ ጓደኛ 10 ብር የጨዋታ ሂሳብ ያገኛሉ።`)
};

const en_account_reward_1 = /** @type {(inputs: Account_Reward_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You earn 10 ETB game credit for every friend who joins with your code.`)
};

/**
* | output |
* | --- |
* | "You earn 10 ETB game credit for every friend who joins with your code." |
*
* @param {Account_Reward_1Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reward_1 = /** @type {((inputs?: Account_Reward_1Inputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Reward_1Inputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_reward_1(inputs)
	if (locale === "en") return en_account_reward_1(inputs)
	return spec_account_reward_1(inputs)
});