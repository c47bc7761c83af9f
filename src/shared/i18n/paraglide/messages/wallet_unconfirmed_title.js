/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Unconfirmed_TitleInputs */

const spec_wallet_unconfirmed_title = /** @type {(inputs: Wallet_Unconfirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not confirmed yet`)
};

const am_wallet_unconfirmed_title = /** @type {(inputs: Wallet_Unconfirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ገና ያልተረጋገጡ`)
};

const en_wallet_unconfirmed_title = /** @type {(inputs: Wallet_Unconfirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not confirmed yet`)
};

/**
* | output |
* | --- |
* | "Not confirmed yet" |
*
* @param {Wallet_Unconfirmed_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_unconfirmed_title = /** @type {((inputs?: Wallet_Unconfirmed_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Unconfirmed_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_unconfirmed_title(inputs)
	if (locale === "en") return en_wallet_unconfirmed_title(inputs)
	return spec_wallet_unconfirmed_title(inputs)
});