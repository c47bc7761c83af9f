/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Wallet_Phone_LineInputs */

const spec_wallet_phone_line = /** @type {(inputs: Wallet_Phone_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Phone: ${i?.phone}`)
};

const am_wallet_phone_line = /** @type {(inputs: Wallet_Phone_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ስልክ፦ ${i?.phone}`)
};

const en_wallet_phone_line = /** @type {(inputs: Wallet_Phone_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Phone: ${i?.phone}`)
};

/**
* | output |
* | --- |
* | "Phone: {phone}" |
*
* @param {Wallet_Phone_LineInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_phone_line = /** @type {((inputs: Wallet_Phone_LineInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Phone_LineInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_phone_line(inputs)
	if (locale === "en") return en_wallet_phone_line(inputs)
	return spec_wallet_phone_line(inputs)
});