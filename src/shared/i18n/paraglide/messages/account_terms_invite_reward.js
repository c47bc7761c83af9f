/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Account_Terms_Invite_RewardInputs */

const spec_account_terms_invite_reward = /** @type {(inputs: Account_Terms_Invite_RewardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The inviter earns ${i?.amount} birr game credit; the friend gets a welcome bonus.`)
};

const am_account_terms_invite_reward = /** @type {(inputs: Account_Terms_Invite_RewardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ጋባዡ ${i?.amount} ብር የጨዋታ ሂሳብ ያገኛል፤ ጓደኛው የእንኳን ደህና መጡ ቦነስ ያገኛል።`)
};

const en_account_terms_invite_reward = /** @type {(inputs: Account_Terms_Invite_RewardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The inviter earns ${i?.amount} ETB game credit; the friend gets a welcome bonus.`)
};

/**
* | output |
* | --- |
* | "The inviter earns {amount} ETB game credit; the friend gets a welcome bonus." |
*
* @param {Account_Terms_Invite_RewardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_invite_reward = /** @type {((inputs: Account_Terms_Invite_RewardInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Terms_Invite_RewardInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_terms_invite_reward(inputs)
	if (locale === "en") return en_account_terms_invite_reward(inputs)
	return spec_account_terms_invite_reward(inputs)
});