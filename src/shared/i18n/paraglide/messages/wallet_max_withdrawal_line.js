/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Wallet_Max_Withdrawal_LineInputs */

const spec_wallet_max_withdrawal_line = /** @type {(inputs: Wallet_Max_Withdrawal_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Maximum daily withdrawal: ${i?.max} ETB`)
};

const am_wallet_max_withdrawal_line = /** @type {(inputs: Wallet_Max_Withdrawal_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ከፍተኛ የቀን ወጪ፦ ${i?.max} ብር`)
};

const en_wallet_max_withdrawal_line = /** @type {(inputs: Wallet_Max_Withdrawal_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Maximum daily withdrawal: ${i?.max} ETB`)
};

/**
* | output |
* | --- |
* | "Maximum daily withdrawal: {max} ETB" |
*
* @param {Wallet_Max_Withdrawal_LineInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_max_withdrawal_line = /** @type {((inputs: Wallet_Max_Withdrawal_LineInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Max_Withdrawal_LineInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_max_withdrawal_line(inputs)
	if (locale === "en") return en_wallet_max_withdrawal_line(inputs)
	return spec_wallet_max_withdrawal_line(inputs)
});