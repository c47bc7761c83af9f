/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ balance: NonNullable<unknown> }} Wallet_Nc_PlainInputs */

const spec_wallet_nc_plain = /** @type {(inputs: Wallet_Nc_PlainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not confirmed. ${i?.balance}`)
};

const am_wallet_nc_plain = /** @type {(inputs: Wallet_Nc_PlainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`አልተረጋገጠም። ${i?.balance}`)
};

const en_wallet_nc_plain = /** @type {(inputs: Wallet_Nc_PlainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not confirmed. ${i?.balance}`)
};

/**
* | output |
* | --- |
* | "Not confirmed. {balance}" |
*
* @param {Wallet_Nc_PlainInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_nc_plain = /** @type {((inputs: Wallet_Nc_PlainInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Nc_PlainInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_nc_plain(inputs)
	if (locale === "en") return en_wallet_nc_plain(inputs)
	return spec_wallet_nc_plain(inputs)
});