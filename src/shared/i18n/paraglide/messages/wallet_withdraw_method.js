/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Withdraw_MethodInputs */

const spec_wallet_withdraw_method = /** @type {(inputs: Wallet_Withdraw_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdraw method`)
};

const am_wallet_withdraw_method = /** @type {(inputs: Wallet_Withdraw_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የወጪ ዘዴ`)
};

const en_wallet_withdraw_method = /** @type {(inputs: Wallet_Withdraw_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdrawal method`)
};

/**
* | output |
* | --- |
* | "Withdrawal method" |
*
* @param {Wallet_Withdraw_MethodInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_withdraw_method = /** @type {((inputs?: Wallet_Withdraw_MethodInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Withdraw_MethodInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_withdraw_method(inputs)
	if (locale === "en") return en_wallet_withdraw_method(inputs)
	return spec_wallet_withdraw_method(inputs)
});