/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Balance_LoadingInputs */

const spec_wallet_balance_loading = /** @type {(inputs: Wallet_Balance_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Balance: …`)
};

const am_wallet_balance_loading = /** @type {(inputs: Wallet_Balance_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ቀሪ ሂሳብ፦ …`)
};

const en_wallet_balance_loading = /** @type {(inputs: Wallet_Balance_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Balance: …`)
};

/**
* | output |
* | --- |
* | "Balance: …" |
*
* @param {Wallet_Balance_LoadingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_balance_loading = /** @type {((inputs?: Wallet_Balance_LoadingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Balance_LoadingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_balance_loading(inputs)
	if (locale === "en") return en_wallet_balance_loading(inputs)
	return spec_wallet_balance_loading(inputs)
});