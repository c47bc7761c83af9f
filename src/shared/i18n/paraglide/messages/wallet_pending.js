/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_PendingInputs */

const spec_wallet_pending = /** @type {(inputs: Wallet_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pending`)
};

const am_wallet_pending = /** @type {(inputs: Wallet_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በመጠባበቅ ላይ`)
};

const en_wallet_pending = /** @type {(inputs: Wallet_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pending`)
};

/**
* | output |
* | --- |
* | "pending" |
*
* @param {Wallet_PendingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_pending = /** @type {((inputs?: Wallet_PendingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_PendingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_pending(inputs)
	if (locale === "en") return en_wallet_pending(inputs)
	return spec_wallet_pending(inputs)
});