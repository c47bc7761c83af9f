/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Manual_Deposit_HelpInputs */

const spec_wallet_manual_deposit_help = /** @type {(inputs: Wallet_Manual_Deposit_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send the amount by mobile money, then paste the transaction id from the SMS you received.`)
};

const am_wallet_manual_deposit_help = /** @type {(inputs: Wallet_Manual_Deposit_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`መጠኑን በሞባይል ገንዘብ ይላኩ፣ ከዚያ በደረሰዎት ኤስኤምኤስ ላይ ያለውን የግብይት መለያ እዚህ ይለጥፉ።`)
};

const en_wallet_manual_deposit_help = /** @type {(inputs: Wallet_Manual_Deposit_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send the amount by mobile money, then paste the transaction ID from the SMS you received.`)
};

/**
* | output |
* | --- |
* | "Send the amount by mobile money, then paste the transaction ID from the SMS you received." |
*
* @param {Wallet_Manual_Deposit_HelpInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_manual_deposit_help = /** @type {((inputs?: Wallet_Manual_Deposit_HelpInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Manual_Deposit_HelpInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_manual_deposit_help(inputs)
	if (locale === "en") return en_wallet_manual_deposit_help(inputs)
	return spec_wallet_manual_deposit_help(inputs)
});