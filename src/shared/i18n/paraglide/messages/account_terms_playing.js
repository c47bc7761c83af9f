/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Terms_PlayingInputs */

const spec_account_terms_playing = /** @type {(inputs: Account_Terms_PlayingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Playing`)
};

const am_account_terms_playing = /** @type {(inputs: Account_Terms_PlayingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ጨዋታ`)
};

const en_account_terms_playing = /** @type {(inputs: Account_Terms_PlayingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Playing`)
};

/**
* | output |
* | --- |
* | "Playing" |
*
* @param {Account_Terms_PlayingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_playing = /** @type {((inputs?: Account_Terms_PlayingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Terms_PlayingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_terms_playing(inputs)
	if (locale === "en") return en_account_terms_playing(inputs)
	return spec_account_terms_playing(inputs)
});