/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Retry_Same_KeyInputs */

const spec_wallet_retry_same_key = /** @type {(inputs: Wallet_Retry_Same_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending the same again uses the same key, so a server that honours it will not do it twice.`)
};

const am_wallet_retry_same_key = /** @type {(inputs: Wallet_Retry_Same_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ተመሳሳዩን እንደገና መላክ ያንኑ ቁልፍ ይጠቀማል፤ ቁልፉን የሚያከብር አገልጋይ ሁለት ጊዜ አይፈጽመውም።`)
};

const en_wallet_retry_same_key = /** @type {(inputs: Wallet_Retry_Same_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending the same again uses the same key, so a server that honours it will not do it twice.`)
};

/**
* | output |
* | --- |
* | "Sending the same again uses the same key, so a server that honours it will not do it twice." |
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