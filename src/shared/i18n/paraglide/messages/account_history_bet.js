/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Account_History_BetInputs */

const spec_account_history_bet = /** @type {(inputs: Account_History_BetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bet: ${i?.amount} ETB`)
};

const am_account_history_bet = /** @type {(inputs: Account_History_BetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ውርርድ: ${i?.amount} ብር`)
};

const en_account_history_bet = /** @type {(inputs: Account_History_BetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bet: ${i?.amount} ETB`)
};

/**
* | output |
* | --- |
* | "Bet: {amount} ETB" |
*
* @param {Account_History_BetInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_history_bet = /** @type {((inputs: Account_History_BetInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_History_BetInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_history_bet(inputs)
	if (locale === "en") return en_account_history_bet(inputs)
	return spec_account_history_bet(inputs)
});