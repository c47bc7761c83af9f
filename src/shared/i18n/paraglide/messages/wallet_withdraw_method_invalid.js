/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Withdraw_Method_InvalidInputs */

const spec_wallet_withdraw_method_invalid = /** @type {(inputs: Wallet_Withdraw_Method_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`invalid payment method. please select one!`)
};

const am_wallet_withdraw_method_invalid = /** @type {(inputs: Wallet_Withdraw_Method_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የክፍያ ዘዴው ልክ አይደለም። እባክዎ አንዱን ይምረጡ!`)
};

const en_wallet_withdraw_method_invalid = /** @type {(inputs: Wallet_Withdraw_Method_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid payment method. Please select one!`)
};

/**
* | output |
* | --- |
* | "Invalid payment method. Please select one!" |
*
* @param {Wallet_Withdraw_Method_InvalidInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_withdraw_method_invalid = /** @type {((inputs?: Wallet_Withdraw_Method_InvalidInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Withdraw_Method_InvalidInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_withdraw_method_invalid(inputs)
	if (locale === "en") return en_wallet_withdraw_method_invalid(inputs)
	return spec_wallet_withdraw_method_invalid(inputs)
});