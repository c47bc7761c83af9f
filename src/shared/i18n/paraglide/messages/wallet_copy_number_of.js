/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ provider: NonNullable<unknown>, number: NonNullable<unknown> }} Wallet_Copy_Number_OfInputs */

const spec_wallet_copy_number_of = /** @type {(inputs: Wallet_Copy_Number_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Copy the ${i?.provider} number ${i?.number}`)
};

const am_wallet_copy_number_of = /** @type {(inputs: Wallet_Copy_Number_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`የ${i?.provider} ቁጥር ${i?.number} ቅዳ`)
};

const en_wallet_copy_number_of = /** @type {(inputs: Wallet_Copy_Number_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Copy the ${i?.provider} number ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Copy the {provider} number {number}" |
*
* @param {Wallet_Copy_Number_OfInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_copy_number_of = /** @type {((inputs: Wallet_Copy_Number_OfInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Copy_Number_OfInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_copy_number_of(inputs)
	if (locale === "en") return en_wallet_copy_number_of(inputs)
	return spec_wallet_copy_number_of(inputs)
});