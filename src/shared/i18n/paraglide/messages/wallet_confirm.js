/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_ConfirmInputs */

const spec_wallet_confirm = /** @type {(inputs: Wallet_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm`)
};

const am_wallet_confirm = /** @type {(inputs: Wallet_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`አረጋግጥ`)
};

const en_wallet_confirm = /** @type {(inputs: Wallet_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm`)
};

/**
* | output |
* | --- |
* | "Confirm" |
*
* @param {Wallet_ConfirmInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_confirm = /** @type {((inputs?: Wallet_ConfirmInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_ConfirmInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_confirm(inputs)
	if (locale === "en") return en_wallet_confirm(inputs)
	return spec_wallet_confirm(inputs)
});