/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Amount_RequiredInputs */

const spec_wallet_amount_required = /** @type {(inputs: Wallet_Amount_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`amount in birr required`)
};

const am_wallet_amount_required = /** @type {(inputs: Wallet_Amount_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`መጠኑን በብር ያስገቡ`)
};

const en_wallet_amount_required = /** @type {(inputs: Wallet_Amount_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount in ETB required.`)
};

/**
* | output |
* | --- |
* | "Amount in ETB required." |
*
* @param {Wallet_Amount_RequiredInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_amount_required = /** @type {((inputs?: Wallet_Amount_RequiredInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Amount_RequiredInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_amount_required(inputs)
	if (locale === "en") return en_wallet_amount_required(inputs)
	return spec_wallet_amount_required(inputs)
});