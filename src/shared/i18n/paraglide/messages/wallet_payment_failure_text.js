/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Payment_Failure_TextInputs */

const spec_wallet_payment_failure_text = /** @type {(inputs: Wallet_Payment_Failure_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oops! Something went wrong. Please try again or contact support.`)
};

const am_wallet_payment_failure_text = /** @type {(inputs: Wallet_Payment_Failure_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ይቅርታ! የሆነ ችግር ተፈጥሯል። እባክዎ እንደገና ይሞክሩ ወይም ድጋፍ ሰጪን ያግኙ።`)
};

const en_wallet_payment_failure_text = /** @type {(inputs: Wallet_Payment_Failure_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oops! Something went wrong. Please try again or contact support.`)
};

/**
* | output |
* | --- |
* | "Oops! Something went wrong. Please try again or contact support." |
*
* @param {Wallet_Payment_Failure_TextInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_payment_failure_text = /** @type {((inputs?: Wallet_Payment_Failure_TextInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Payment_Failure_TextInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_payment_failure_text(inputs)
	if (locale === "en") return en_wallet_payment_failure_text(inputs)
	return spec_wallet_payment_failure_text(inputs)
});