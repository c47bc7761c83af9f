/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ intent: NonNullable<unknown> }} Wallet_Unconfirmed_CheckingInputs */

const spec_wallet_unconfirmed_checking = /** @type {(inputs: Wallet_Unconfirmed_CheckingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.intent}: not confirmed — checking`)
};

const am_wallet_unconfirmed_checking = /** @type {(inputs: Wallet_Unconfirmed_CheckingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.intent}፦ አልተረጋገጠም — በማጣራት ላይ`)
};

const en_wallet_unconfirmed_checking = /** @type {(inputs: Wallet_Unconfirmed_CheckingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.intent}: not confirmed — checking`)
};

/**
* | output |
* | --- |
* | "{intent}: not confirmed — checking" |
*
* @param {Wallet_Unconfirmed_CheckingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_unconfirmed_checking = /** @type {((inputs: Wallet_Unconfirmed_CheckingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Unconfirmed_CheckingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_unconfirmed_checking(inputs)
	if (locale === "en") return en_wallet_unconfirmed_checking(inputs)
	return spec_wallet_unconfirmed_checking(inputs)
});