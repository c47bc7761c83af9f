/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Balance_UnreadInputs */

const spec_wallet_balance_unread = /** @type {(inputs: Wallet_Balance_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The balance could not be read.`)
};

const am_wallet_balance_unread = /** @type {(inputs: Wallet_Balance_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ሂሳቡን ማንበብ አልተቻለም።`)
};

const en_wallet_balance_unread = /** @type {(inputs: Wallet_Balance_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The balance could not be read.`)
};

/**
* | output |
* | --- |
* | "The balance could not be read." |
*
* @param {Wallet_Balance_UnreadInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_balance_unread = /** @type {((inputs?: Wallet_Balance_UnreadInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Balance_UnreadInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_balance_unread(inputs)
	if (locale === "en") return en_wallet_balance_unread(inputs)
	return spec_wallet_balance_unread(inputs)
});