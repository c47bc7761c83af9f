/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown>, amount: NonNullable<unknown>, balance: NonNullable<unknown> }} Wallet_Nc_EntryInputs */

const spec_wallet_nc_entry = /** @type {(inputs: Wallet_Nc_EntryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We got no answer, but your history shows the ${i?.label} of ${i?.amount} ETB. ${i?.balance}`)
};

const am_wallet_nc_entry = /** @type {(inputs: Wallet_Nc_EntryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`መልስ አልደረሰንም፣ ግን ታሪክዎ የ${i?.amount} ብር ${i?.label} ያሳያል። ${i?.balance}`)
};

const en_wallet_nc_entry = /** @type {(inputs: Wallet_Nc_EntryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We got no answer, but your history shows the ${i?.label} of ${i?.amount} ETB. ${i?.balance}`)
};

/**
* | output |
* | --- |
* | "We got no answer, but your history shows the {label} of {amount} ETB. {balance}" |
*
* @param {Wallet_Nc_EntryInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_nc_entry = /** @type {((inputs: Wallet_Nc_EntryInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Nc_EntryInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_nc_entry(inputs)
	if (locale === "en") return en_wallet_nc_entry(inputs)
	return spec_wallet_nc_entry(inputs)
});