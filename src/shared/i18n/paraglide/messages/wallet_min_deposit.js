/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown> }} Wallet_Min_DepositInputs */

const spec_wallet_min_deposit = /** @type {(inputs: Wallet_Min_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Minimum deposit is ${i?.min} ETB.`)
};

const am_wallet_min_deposit = /** @type {(inputs: Wallet_Min_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ዝቅተኛው ገቢ ${i?.min} ብር ነው።`)
};

const en_wallet_min_deposit = /** @type {(inputs: Wallet_Min_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The minimum deposit is ${i?.min} ETB.`)
};

/**
* | output |
* | --- |
* | "The minimum deposit is {min} ETB." |
*
* @param {Wallet_Min_DepositInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_min_deposit = /** @type {((inputs: Wallet_Min_DepositInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Min_DepositInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_min_deposit(inputs)
	if (locale === "en") return en_wallet_min_deposit(inputs)
	return spec_wallet_min_deposit(inputs)
});