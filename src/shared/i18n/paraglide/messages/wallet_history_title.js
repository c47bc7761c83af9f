/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_History_TitleInputs */

const spec_wallet_history_title = /** @type {(inputs: Wallet_History_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transaction History`)
};

const am_wallet_history_title = /** @type {(inputs: Wallet_History_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የግብይት ታሪክ`)
};

const en_wallet_history_title = /** @type {(inputs: Wallet_History_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transaction history`)
};

/**
* | output |
* | --- |
* | "Transaction history" |
*
* @param {Wallet_History_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_history_title = /** @type {((inputs?: Wallet_History_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_History_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_history_title(inputs)
	if (locale === "en") return en_wallet_history_title(inputs)
	return spec_wallet_history_title(inputs)
});