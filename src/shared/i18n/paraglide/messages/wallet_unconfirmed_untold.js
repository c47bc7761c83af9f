/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ intent: NonNullable<unknown>, balance: NonNullable<unknown> }} Wallet_Unconfirmed_UntoldInputs */

const spec_wallet_unconfirmed_untold = /** @type {(inputs: Wallet_Unconfirmed_UntoldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.intent}: not confirmed yet — your history does not tell. ${i?.balance}`)
};

const am_wallet_unconfirmed_untold = /** @type {(inputs: Wallet_Unconfirmed_UntoldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.intent}፦ ገና አልተረጋገጠም — ታሪክዎ አይነግርም። ${i?.balance}`)
};

const en_wallet_unconfirmed_untold = /** @type {(inputs: Wallet_Unconfirmed_UntoldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.intent}: not confirmed yet — your history does not tell. ${i?.balance}`)
};

/**
* | output |
* | --- |
* | "{intent}: not confirmed yet — your history does not tell. {balance}" |
*
* @param {Wallet_Unconfirmed_UntoldInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_unconfirmed_untold = /** @type {((inputs: Wallet_Unconfirmed_UntoldInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Unconfirmed_UntoldInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_unconfirmed_untold(inputs)
	if (locale === "en") return en_wallet_unconfirmed_untold(inputs)
	return spec_wallet_unconfirmed_untold(inputs)
});