/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Manual_AmountInputs */

const spec_wallet_manual_amount = /** @type {(inputs: Wallet_Manual_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid amount.`)
};

const am_wallet_manual_amount = /** @type {(inputs: Wallet_Manual_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እባክዎ ትክክለኛ መጠን ያስገቡ።`)
};

const en_wallet_manual_amount = /** @type {(inputs: Wallet_Manual_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid amount.`)
};

/**
* | output |
* | --- |
* | "Please enter a valid amount." |
*
* @param {Wallet_Manual_AmountInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_manual_amount = /** @type {((inputs?: Wallet_Manual_AmountInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Manual_AmountInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_manual_amount(inputs)
	if (locale === "en") return en_wallet_manual_amount(inputs)
	return spec_wallet_manual_amount(inputs)
});