/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ intent: NonNullable<unknown> }} Wallet_Unconfirmed_AbsentInputs */

const spec_wallet_unconfirmed_absent = /** @type {(inputs: Wallet_Unconfirmed_AbsentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.intent}: not done — it is not in your history.`)
};

const am_wallet_unconfirmed_absent = /** @type {(inputs: Wallet_Unconfirmed_AbsentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.intent}፦ አልተፈጸመም — በታሪክዎ ውስጥ የለም።`)
};

const en_wallet_unconfirmed_absent = /** @type {(inputs: Wallet_Unconfirmed_AbsentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.intent}: not done — it is not in your history.`)
};

/**
* | output |
* | --- |
* | "{intent}: not done — it is not in your history." |
*
* @param {Wallet_Unconfirmed_AbsentInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_unconfirmed_absent = /** @type {((inputs: Wallet_Unconfirmed_AbsentInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Unconfirmed_AbsentInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_unconfirmed_absent(inputs)
	if (locale === "en") return en_wallet_unconfirmed_absent(inputs)
	return spec_wallet_unconfirmed_absent(inputs)
});