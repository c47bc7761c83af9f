/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Deposit_MethodInputs */

const spec_wallet_deposit_method = /** @type {(inputs: Wallet_Deposit_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deposit method`)
};

const am_wallet_deposit_method = /** @type {(inputs: Wallet_Deposit_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የገቢ ዘዴ`)
};

const en_wallet_deposit_method = /** @type {(inputs: Wallet_Deposit_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deposit method`)
};

/**
* | output |
* | --- |
* | "Deposit method" |
*
* @param {Wallet_Deposit_MethodInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_deposit_method = /** @type {((inputs?: Wallet_Deposit_MethodInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Deposit_MethodInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_deposit_method(inputs)
	if (locale === "en") return en_wallet_deposit_method(inputs)
	return spec_wallet_deposit_method(inputs)
});