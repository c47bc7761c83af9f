/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Confirm_TransferInputs */

const spec_wallet_confirm_transfer = /** @type {(inputs: Wallet_Confirm_TransferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm transfer`)
};

const am_wallet_confirm_transfer = /** @type {(inputs: Wallet_Confirm_TransferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ማስተላለፉን ያረጋግጡ`)
};

const en_wallet_confirm_transfer = /** @type {(inputs: Wallet_Confirm_TransferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm transfer`)
};

/**
* | output |
* | --- |
* | "Confirm transfer" |
*
* @param {Wallet_Confirm_TransferInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_confirm_transfer = /** @type {((inputs?: Wallet_Confirm_TransferInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Confirm_TransferInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_confirm_transfer(inputs)
	if (locale === "en") return en_wallet_confirm_transfer(inputs)
	return spec_wallet_confirm_transfer(inputs)
});