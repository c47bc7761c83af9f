/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Transfer_To_RequiredInputs */

const spec_wallet_transfer_to_required = /** @type {(inputs: Wallet_Transfer_To_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transfer to account required`)
};

const am_wallet_transfer_to_required = /** @type {(inputs: Wallet_Transfer_To_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የሚተላለፍለትን ስልክ ቁጥር ያስገቡ`)
};

const en_wallet_transfer_to_required = /** @type {(inputs: Wallet_Transfer_To_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The account to transfer to is required.`)
};

/**
* | output |
* | --- |
* | "The account to transfer to is required." |
*
* @param {Wallet_Transfer_To_RequiredInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_transfer_to_required = /** @type {((inputs?: Wallet_Transfer_To_RequiredInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Transfer_To_RequiredInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_transfer_to_required(inputs)
	if (locale === "en") return en_wallet_transfer_to_required(inputs)
	return spec_wallet_transfer_to_required(inputs)
});