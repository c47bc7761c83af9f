/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Telegram_LinkingInputs */

const spec_telegram_linking = /** @type {(inputs: Telegram_LinkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Linking...`)
};

const am_telegram_linking = /** @type {(inputs: Telegram_LinkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በማገናኘት ላይ...`)
};

const en_telegram_linking = /** @type {(inputs: Telegram_LinkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Linking...`)
};

/**
* | output |
* | --- |
* | "Linking..." |
*
* @param {Telegram_LinkingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const telegram_linking = /** @type {((inputs?: Telegram_LinkingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Telegram_LinkingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_telegram_linking(inputs)
	if (locale === "en") return en_telegram_linking(inputs)
	return spec_telegram_linking(inputs)
});