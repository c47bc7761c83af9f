/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, receiver: NonNullable<unknown> }} Wallet_Confirm_Transfer_TextInputs */

const spec_wallet_confirm_transfer_text = /** @type {(inputs: Wallet_Confirm_Transfer_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Send ${i?.amount} ETB to ${i?.receiver}? This action cannot be undone.`)
};

const am_wallet_confirm_transfer_text = /** @type {(inputs: Wallet_Confirm_Transfer_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ብር ወደ ${i?.receiver} ይላክ? ይህ ከተፈጸመ በኋላ አይመለስም።`)
};

const en_wallet_confirm_transfer_text = /** @type {(inputs: Wallet_Confirm_Transfer_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Send ${i?.amount} ETB to ${i?.receiver}? This action cannot be undone.`)
};

/**
* | output |
* | --- |
* | "Send {amount} ETB to {receiver}? This action cannot be undone." |
*
* @param {Wallet_Confirm_Transfer_TextInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_confirm_transfer_text = /** @type {((inputs: Wallet_Confirm_Transfer_TextInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Confirm_Transfer_TextInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_confirm_transfer_text(inputs)
	if (locale === "en") return en_wallet_confirm_transfer_text(inputs)
	return spec_wallet_confirm_transfer_text(inputs)
});