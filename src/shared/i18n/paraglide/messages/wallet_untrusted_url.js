/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Untrusted_UrlInputs */

const spec_wallet_untrusted_url = /** @type {(inputs: Wallet_Untrusted_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The payment provider address is not trusted. Please contact support.`)
};

const am_wallet_untrusted_url = /** @type {(inputs: Wallet_Untrusted_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የክፍያ አቅራቢው አድራሻ የታመነ አይደለም። እባክዎ ድጋፍ ሰጪን ያግኙ።`)
};

const en_wallet_untrusted_url = /** @type {(inputs: Wallet_Untrusted_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The payment provider address is not trusted. Please contact support.`)
};

/**
* | output |
* | --- |
* | "The payment provider address is not trusted. Please contact support." |
*
* @param {Wallet_Untrusted_UrlInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_untrusted_url = /** @type {((inputs?: Wallet_Untrusted_UrlInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Untrusted_UrlInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_untrusted_url(inputs)
	if (locale === "en") return en_wallet_untrusted_url(inputs)
	return spec_wallet_untrusted_url(inputs)
});