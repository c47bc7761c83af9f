/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Balance_CardInputs */

const spec_wallet_balance_card = /** @type {(inputs: Wallet_Balance_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Balance`)
};

const am_wallet_balance_card = /** @type {(inputs: Wallet_Balance_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ቀሪ ሂሳብ`)
};

const en_wallet_balance_card = /** @type {(inputs: Wallet_Balance_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Balance`)
};

/**
* | output |
* | --- |
* | "Balance" |
*
* @param {Wallet_Balance_CardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_balance_card = /** @type {((inputs?: Wallet_Balance_CardInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Balance_CardInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_balance_card(inputs)
	if (locale === "en") return en_wallet_balance_card(inputs)
	return spec_wallet_balance_card(inputs)
});