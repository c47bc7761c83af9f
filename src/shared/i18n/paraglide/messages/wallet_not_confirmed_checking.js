/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Not_Confirmed_CheckingInputs */

const spec_wallet_not_confirmed_checking = /** @type {(inputs: Wallet_Not_Confirmed_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not confirmed — checking your balance…`)
};

const am_wallet_not_confirmed_checking = /** @type {(inputs: Wallet_Not_Confirmed_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`አልተረጋገጠም — ሂሳብዎን በማጣራት ላይ…`)
};

const en_wallet_not_confirmed_checking = /** @type {(inputs: Wallet_Not_Confirmed_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not confirmed — checking your balance…`)
};

/**
* | output |
* | --- |
* | "Not confirmed — checking your balance…" |
*
* @param {Wallet_Not_Confirmed_CheckingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_not_confirmed_checking = /** @type {((inputs?: Wallet_Not_Confirmed_CheckingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Not_Confirmed_CheckingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_not_confirmed_checking(inputs)
	if (locale === "en") return en_wallet_not_confirmed_checking(inputs)
	return spec_wallet_not_confirmed_checking(inputs)
});