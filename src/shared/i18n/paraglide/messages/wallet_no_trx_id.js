/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_No_Trx_IdInputs */

const spec_wallet_no_trx_id = /** @type {(inputs: Wallet_No_Trx_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unable to generate trx id. please refresh the page!`)
};

const am_wallet_no_trx_id = /** @type {(inputs: Wallet_No_Trx_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የጥያቄ መለያ መፍጠር አልተቻለም። እባክዎ ገጹን እንደገና ይጫኑ!`)
};

const en_wallet_no_trx_id = /** @type {(inputs: Wallet_No_Trx_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unable to generate a request ID. Please refresh the page!`)
};

/**
* | output |
* | --- |
* | "Unable to generate a request ID. Please refresh the page!" |
*
* @param {Wallet_No_Trx_IdInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_no_trx_id = /** @type {((inputs?: Wallet_No_Trx_IdInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_No_Trx_IdInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_no_trx_id(inputs)
	if (locale === "en") return en_wallet_no_trx_id(inputs)
	return spec_wallet_no_trx_id(inputs)
});