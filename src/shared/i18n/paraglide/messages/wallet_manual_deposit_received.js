/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Wallet_Manual_Deposit_ReceivedInputs */

const spec_wallet_manual_deposit_received = /** @type {(inputs: Wallet_Manual_Deposit_ReceivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your deposit request of ${i?.amount} ETB was sent. It is added to your balance once it has been checked.`)
};

const am_wallet_manual_deposit_received = /** @type {(inputs: Wallet_Manual_Deposit_ReceivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`የ${i?.amount} ብር ገቢ ጥያቄዎ ተልኳል። ከተረጋገጠ በኋላ ወደ ሂሳብዎ ይገባል።`)
};

const en_wallet_manual_deposit_received = /** @type {(inputs: Wallet_Manual_Deposit_ReceivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your deposit request of ${i?.amount} ETB was sent. It is added to your balance once it has been checked.`)
};

/**
* | output |
* | --- |
* | "Your deposit request of {amount} ETB was sent. It is added to your balance once it has been checked." |
*
* @param {Wallet_Manual_Deposit_ReceivedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_manual_deposit_received = /** @type {((inputs: Wallet_Manual_Deposit_ReceivedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Manual_Deposit_ReceivedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_manual_deposit_received(inputs)
	if (locale === "en") return en_wallet_manual_deposit_received(inputs)
	return spec_wallet_manual_deposit_received(inputs)
});