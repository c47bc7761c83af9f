/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Send_To_TitleInputs */

const spec_wallet_send_to_title = /** @type {(inputs: Wallet_Send_To_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send your deposit to one of these accounts`)
};

const am_wallet_send_to_title = /** @type {(inputs: Wallet_Send_To_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ገቢዎን ከእነዚህ ሂሳቦች ወደ አንዱ ይላኩ`)
};

const en_wallet_send_to_title = /** @type {(inputs: Wallet_Send_To_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send your deposit to one of these accounts`)
};

/**
* | output |
* | --- |
* | "Send your deposit to one of these accounts" |
*
* @param {Wallet_Send_To_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_send_to_title = /** @type {((inputs?: Wallet_Send_To_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Send_To_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_send_to_title(inputs)
	if (locale === "en") return en_wallet_send_to_title(inputs)
	return spec_wallet_send_to_title(inputs)
});