/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Copy_FailedInputs */

const spec_wallet_copy_failed = /** @type {(inputs: Wallet_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not copy. Please write the number down.`)
};

const am_wallet_copy_failed = /** @type {(inputs: Wallet_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`መቅዳት አልተቻለም። እባክዎ ቁጥሩን ይጻፉት።`)
};

const en_wallet_copy_failed = /** @type {(inputs: Wallet_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not copy. Please write the number down.`)
};

/**
* | output |
* | --- |
* | "Could not copy. Please write the number down." |
*
* @param {Wallet_Copy_FailedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_copy_failed = /** @type {((inputs?: Wallet_Copy_FailedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Copy_FailedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_copy_failed(inputs)
	if (locale === "en") return en_wallet_copy_failed(inputs)
	return spec_wallet_copy_failed(inputs)
});