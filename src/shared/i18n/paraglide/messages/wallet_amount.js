/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_AmountInputs */

const spec_wallet_amount = /** @type {(inputs: Wallet_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount (ETB)`)
};

const am_wallet_amount = /** @type {(inputs: Wallet_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`መጠን (ብር)`)
};

const en_wallet_amount = /** @type {(inputs: Wallet_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount (ETB)`)
};

/**
* | output |
* | --- |
* | "Amount (ETB)" |
*
* @param {Wallet_AmountInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_amount = /** @type {((inputs?: Wallet_AmountInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_AmountInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_amount(inputs)
	if (locale === "en") return en_wallet_amount(inputs)
	return spec_wallet_amount(inputs)
});