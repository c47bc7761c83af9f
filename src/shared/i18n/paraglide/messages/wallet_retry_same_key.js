/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Retry_Same_KeyInputs */

const spec_wallet_retry_same_key = /** @type {(inputs: Wallet_Retry_Same_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you send it again, it goes as the same request, so it is not done twice.`)
};

const am_wallet_retry_same_key = /** @type {(inputs: Wallet_Retry_Same_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እንደገና ቢልኩት እንደ ተመሳሳይ ጥያቄ ይላካል፤ ሁለት ጊዜ አይፈጸምም።`)
};

const en_wallet_retry_same_key = /** @type {(inputs: Wallet_Retry_Same_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you send it again, it goes as the same request, so it is not done twice.`)
};

/**
* | output |
* | --- |
* | "If you send it again, it goes as the same request, so it is not done twice." |
*
* @param {Wallet_Retry_Same_KeyInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_retry_same_key = /** @type {((inputs?: Wallet_Retry_Same_KeyInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Retry_Same_KeyInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_retry_same_key(inputs)
	if (locale === "en") return en_wallet_retry_same_key(inputs)
	return spec_wallet_retry_same_key(inputs)
});