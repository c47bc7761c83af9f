/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Deposit_SentInputs */

const spec_wallet_deposit_sent = /** @type {(inputs: Wallet_Deposit_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deposit request sent.`)
};

const am_wallet_deposit_sent = /** @type {(inputs: Wallet_Deposit_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የገቢ ጥያቄው ተልኳል።`)
};

const en_wallet_deposit_sent = /** @type {(inputs: Wallet_Deposit_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deposit request sent.`)
};

/**
* | output |
* | --- |
* | "Deposit request sent." |
*
* @param {Wallet_Deposit_SentInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_deposit_sent = /** @type {((inputs?: Wallet_Deposit_SentInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Deposit_SentInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_deposit_sent(inputs)
	if (locale === "en") return en_wallet_deposit_sent(inputs)
	return spec_wallet_deposit_sent(inputs)
});