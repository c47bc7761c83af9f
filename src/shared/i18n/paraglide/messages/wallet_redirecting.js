/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_RedirectingInputs */

const spec_wallet_redirecting = /** @type {(inputs: Wallet_RedirectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redirecting to the payment provider...`)
};

const am_wallet_redirecting = /** @type {(inputs: Wallet_RedirectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ወደ ክፍያ አቅራቢው በመሄድ ላይ...`)
};

const en_wallet_redirecting = /** @type {(inputs: Wallet_RedirectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redirecting to the payment provider...`)
};

/**
* | output |
* | --- |
* | "Redirecting to the payment provider..." |
*
* @param {Wallet_RedirectingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_redirecting = /** @type {((inputs?: Wallet_RedirectingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_RedirectingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_redirecting(inputs)
	if (locale === "en") return en_wallet_redirecting(inputs)
	return spec_wallet_redirecting(inputs)
});