/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown>, amount: NonNullable<unknown>, balance: NonNullable<unknown> }} Wallet_Nc_UntoldInputs */

const spec_wallet_nc_untold = /** @type {(inputs: Wallet_Nc_UntoldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We got no answer and cannot tell yet whether the ${i?.label} of ${i?.amount} ETB went through. ${i?.balance}`)
};

const am_wallet_nc_untold = /** @type {(inputs: Wallet_Nc_UntoldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`መልስ አልደረሰንም፤ የ${i?.amount} ብር ${i?.label} መፈጸሙን ገና ማወቅ አልተቻለም። ${i?.balance}`)
};

const en_wallet_nc_untold = /** @type {(inputs: Wallet_Nc_UntoldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We got no answer and cannot tell yet whether the ${i?.label} of ${i?.amount} ETB went through. ${i?.balance}`)
};

/**
* | output |
* | --- |
* | "We got no answer and cannot tell yet whether the {label} of {amount} ETB went through. {balance}" |
*
* @param {Wallet_Nc_UntoldInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_nc_untold = /** @type {((inputs: Wallet_Nc_UntoldInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Nc_UntoldInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_nc_untold(inputs)
	if (locale === "en") return en_wallet_nc_untold(inputs)
	return spec_wallet_nc_untold(inputs)
});