/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Wallet_Pending_DepositInputs */

const spec_wallet_pending_deposit = /** @type {(inputs: Wallet_Pending_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You came back from the payment provider with a deposit of ${i?.amount} ETB. Your balance below includes it only once the provider confirms it.`)
};

const am_wallet_pending_deposit = /** @type {(inputs: Wallet_Pending_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ከክፍያ አቅራቢው የ${i?.amount} ብር ገቢ ጀምረው ተመልሰዋል። ከታች ያለው ሂሳብ ይህን ገቢ የሚያካትተው አቅራቢው ካረጋገጠ በኋላ ብቻ ነው።`)
};

const en_wallet_pending_deposit = /** @type {(inputs: Wallet_Pending_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You came back from the payment provider with a deposit of ${i?.amount} ETB. Your balance below includes it only once the provider confirms it.`)
};

/**
* | output |
* | --- |
* | "You came back from the payment provider with a deposit of {amount} ETB. Your balance below includes it only once the provider confirms it." |
*
* @param {Wallet_Pending_DepositInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_pending_deposit = /** @type {((inputs: Wallet_Pending_DepositInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Pending_DepositInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_pending_deposit(inputs)
	if (locale === "en") return en_wallet_pending_deposit(inputs)
	return spec_wallet_pending_deposit(inputs)
});