/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Wallet_PromoInputs */

const spec_wallet_promo = /** @type {(inputs: Wallet_PromoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Promo: ${i?.amount} ETB (play only)`)
};

const am_wallet_promo = /** @type {(inputs: Wallet_PromoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ፕሮሞ፦ ${i?.amount} ብር (ለጨዋታ ብቻ)`)
};

const en_wallet_promo = /** @type {(inputs: Wallet_PromoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Promo: ${i?.amount} ETB (play only)`)
};

/**
* | output |
* | --- |
* | "Promo: {amount} ETB (play only)" |
*
* @param {Wallet_PromoInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_promo = /** @type {((inputs: Wallet_PromoInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_PromoInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_promo(inputs)
	if (locale === "en") return en_wallet_promo(inputs)
	return spec_wallet_promo(inputs)
});