/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown>, amount: NonNullable<unknown>, balance: NonNullable<unknown>, retry: NonNullable<unknown> }} Wallet_Nc_No_EntryInputs */

const spec_wallet_nc_no_entry = /** @type {(inputs: Wallet_Nc_No_EntryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We got no answer, and your history shows no ${i?.label} of ${i?.amount} ETB. ${i?.balance} ${i?.retry}`)
};

const am_wallet_nc_no_entry = /** @type {(inputs: Wallet_Nc_No_EntryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`መልስ አልደረሰንም፤ ታሪክዎም የ${i?.amount} ብር ${i?.label} አያሳይም። ${i?.balance} ${i?.retry}`)
};

const en_wallet_nc_no_entry = /** @type {(inputs: Wallet_Nc_No_EntryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We got no answer, and your history shows no ${i?.label} of ${i?.amount} ETB. ${i?.balance} ${i?.retry}`)
};

/**
* | output |
* | --- |
* | "We got no answer, and your history shows no {label} of {amount} ETB. {balance} {retry}" |
*
* @param {Wallet_Nc_No_EntryInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_nc_no_entry = /** @type {((inputs: Wallet_Nc_No_EntryInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Nc_No_EntryInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_nc_no_entry(inputs)
	if (locale === "en") return en_wallet_nc_no_entry(inputs)
	return spec_wallet_nc_no_entry(inputs)
});