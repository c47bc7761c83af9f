/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Wallet_Max_Deposit_LineInputs */

const spec_wallet_max_deposit_line = /** @type {(inputs: Wallet_Max_Deposit_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Maximum daily deposit: ${i?.max} ETB`)
};

const am_wallet_max_deposit_line = /** @type {(inputs: Wallet_Max_Deposit_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ከፍተኛ የቀን ገቢ፦ ${i?.max} ብር`)
};

const en_wallet_max_deposit_line = /** @type {(inputs: Wallet_Max_Deposit_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Maximum daily deposit: ${i?.max} ETB`)
};

/**
* | output |
* | --- |
* | "Maximum daily deposit: {max} ETB" |
*
* @param {Wallet_Max_Deposit_LineInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_max_deposit_line = /** @type {((inputs: Wallet_Max_Deposit_LineInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Max_Deposit_LineInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_max_deposit_line(inputs)
	if (locale === "en") return en_wallet_max_deposit_line(inputs)
	return spec_wallet_max_deposit_line(inputs)
});