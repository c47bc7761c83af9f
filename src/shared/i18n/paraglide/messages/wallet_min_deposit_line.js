/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown> }} Wallet_Min_Deposit_LineInputs */

const spec_wallet_min_deposit_line = /** @type {(inputs: Wallet_Min_Deposit_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Minimum deposit: ${i?.min} ETB`)
};

const am_wallet_min_deposit_line = /** @type {(inputs: Wallet_Min_Deposit_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ዝቅተኛ ገቢ፦ ${i?.min} ብር`)
};

const en_wallet_min_deposit_line = /** @type {(inputs: Wallet_Min_Deposit_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Minimum deposit: ${i?.min} ETB`)
};

/**
* | output |
* | --- |
* | "Minimum deposit: {min} ETB" |
*
* @param {Wallet_Min_Deposit_LineInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_min_deposit_line = /** @type {((inputs: Wallet_Min_Deposit_LineInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Min_Deposit_LineInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_min_deposit_line(inputs)
	if (locale === "en") return en_wallet_min_deposit_line(inputs)
	return spec_wallet_min_deposit_line(inputs)
});