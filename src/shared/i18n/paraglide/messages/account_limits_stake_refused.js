/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ limit: NonNullable<unknown>, left: NonNullable<unknown> }} Account_Limits_Stake_RefusedInputs */

const spec_account_limits_stake_refused = /** @type {(inputs: Account_Limits_Stake_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This stake is over your daily stake limit of ${i?.limit} ETB. You can stake ${i?.left} ETB more today.`)
};

const am_account_limits_stake_refused = /** @type {(inputs: Account_Limits_Stake_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ይህ ውርርድ ከዕለት ውርርድ ገደብዎ ${i?.limit} ብር በላይ ነው። ዛሬ ተጨማሪ ${i?.left} ብር መወራረድ ይችላሉ።`)
};

const en_account_limits_stake_refused = /** @type {(inputs: Account_Limits_Stake_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This stake is over your daily stake limit of ${i?.limit} ETB. You can stake ${i?.left} ETB more today.`)
};

/**
* | output |
* | --- |
* | "This stake is over your daily stake limit of {limit} ETB. You can stake {left} ETB more today." |
*
* @param {Account_Limits_Stake_RefusedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_stake_refused = /** @type {((inputs: Account_Limits_Stake_RefusedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_Stake_RefusedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_limits_stake_refused(inputs)
	if (locale === "en") return en_account_limits_stake_refused(inputs)
	return spec_account_limits_stake_refused(inputs)
});