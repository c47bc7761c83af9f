/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Type_Transfer_OutInputs */

const spec_wallet_type_transfer_out = /** @type {(inputs: Wallet_Type_Transfer_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transfer out`)
};

const am_wallet_type_transfer_out = /** @type {(inputs: Wallet_Type_Transfer_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የወጣ ዝውውር`)
};

const en_wallet_type_transfer_out = /** @type {(inputs: Wallet_Type_Transfer_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transfer out`)
};

/**
* | output |
* | --- |
* | "Transfer out" |
*
* @param {Wallet_Type_Transfer_OutInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_type_transfer_out = /** @type {((inputs?: Wallet_Type_Transfer_OutInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Type_Transfer_OutInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_type_transfer_out(inputs)
	if (locale === "en") return en_wallet_type_transfer_out(inputs)
	return spec_wallet_type_transfer_out(inputs)
});