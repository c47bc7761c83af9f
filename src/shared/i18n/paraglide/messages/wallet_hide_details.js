/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ type: NonNullable<unknown>, amount: NonNullable<unknown> }} Wallet_Hide_DetailsInputs */

const spec_wallet_hide_details = /** @type {(inputs: Wallet_Hide_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hide details of ${i?.type} ${i?.amount}`)
};

const am_wallet_hide_details = /** @type {(inputs: Wallet_Hide_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`የ${i?.type} ${i?.amount} ዝርዝር ደብቅ`)
};

const en_wallet_hide_details = /** @type {(inputs: Wallet_Hide_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hide details of ${i?.type} ${i?.amount}`)
};

/**
* | output |
* | --- |
* | "Hide details of {type} {amount}" |
*
* @param {Wallet_Hide_DetailsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_hide_details = /** @type {((inputs: Wallet_Hide_DetailsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Hide_DetailsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_hide_details(inputs)
	if (locale === "en") return en_wallet_hide_details(inputs)
	return spec_wallet_hide_details(inputs)
});