/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Telegram_Signing_InInputs */

const spec_telegram_signing_in = /** @type {(inputs: Telegram_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing in with Telegram…`)
};

const am_telegram_signing_in = /** @type {(inputs: Telegram_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በቴሌግራም በመግባት ላይ…`)
};

const en_telegram_signing_in = /** @type {(inputs: Telegram_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing in with Telegram…`)
};

/**
* | output |
* | --- |
* | "Signing in with Telegram…" |
*
* @param {Telegram_Signing_InInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const telegram_signing_in = /** @type {((inputs?: Telegram_Signing_InInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Telegram_Signing_InInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_telegram_signing_in(inputs)
	if (locale === "en") return en_telegram_signing_in(inputs)
	return spec_telegram_signing_in(inputs)
});