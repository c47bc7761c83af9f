/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Wallet_Account_NameInputs */

const spec_wallet_account_name = /** @type {(inputs: Wallet_Account_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Account name: ${i?.name}`)
};

const am_wallet_account_name = /** @type {(inputs: Wallet_Account_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`የሂሳብ ስም፦ ${i?.name}`)
};

const en_wallet_account_name = /** @type {(inputs: Wallet_Account_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Account name: ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Account name: {name}" |
*
* @param {Wallet_Account_NameInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_account_name = /** @type {((inputs: Wallet_Account_NameInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Account_NameInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_account_name(inputs)
	if (locale === "en") return en_wallet_account_name(inputs)
	return spec_wallet_account_name(inputs)
});