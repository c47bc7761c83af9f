/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ intent: NonNullable<unknown> }} Wallet_Unconfirmed_ShownInputs */

const spec_wallet_unconfirmed_shown = /** @type {(inputs: Wallet_Unconfirmed_ShownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.intent}: done — it is in your history.`)
};

const am_wallet_unconfirmed_shown = /** @type {(inputs: Wallet_Unconfirmed_ShownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.intent}፦ ተፈጽሟል — በታሪክዎ ውስጥ አለ።`)
};

const en_wallet_unconfirmed_shown = /** @type {(inputs: Wallet_Unconfirmed_ShownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.intent}: done — it is in your history.`)
};

/**
* | output |
* | --- |
* | "{intent}: done — it is in your history." |
*
* @param {Wallet_Unconfirmed_ShownInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_unconfirmed_shown = /** @type {((inputs: Wallet_Unconfirmed_ShownInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Unconfirmed_ShownInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_unconfirmed_shown(inputs)
	if (locale === "en") return en_wallet_unconfirmed_shown(inputs)
	return spec_wallet_unconfirmed_shown(inputs)
});