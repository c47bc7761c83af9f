/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown>, amount: NonNullable<unknown>, balance: NonNullable<unknown> }} Wallet_Nc_UntoldInputs */

const spec_wallet_nc_untold = /** @type {(inputs: Wallet_Nc_UntoldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not confirmed: the server's history cannot tell whether the ${i?.label} of ${i?.amount} ETB was done. ${i?.balance}`)
};

const am_wallet_nc_untold = /** @type {(inputs: Wallet_Nc_UntoldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`አልተረጋገጠም፦ የ${i?.amount} ብር ${i?.label} መፈጸሙን ከአገልጋዩ ታሪክ ማወቅ አይቻልም። ${i?.balance}`)
};

const en_wallet_nc_untold = /** @type {(inputs: Wallet_Nc_UntoldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not confirmed: the server's history cannot tell whether the ${i?.label} of ${i?.amount} ETB was done. ${i?.balance}`)
};

/**
* | output |
* | --- |
* | "Not confirmed: the server's history cannot tell whether the {label} of {amount} ETB was done. {balance}" |
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