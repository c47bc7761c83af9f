/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_ProcessingInputs */

const spec_game_processing = /** @type {(inputs: Game_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Processing...`)
};

const am_game_processing = /** @type {(inputs: Game_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በሂደት ላይ...`)
};

const en_game_processing = /** @type {(inputs: Game_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Processing...`)
};

/**
* | output |
* | --- |
* | "Processing..." |
*
* @param {Game_ProcessingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_processing = /** @type {((inputs?: Game_ProcessingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_ProcessingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_processing(inputs)
	if (locale === "en") return en_game_processing(inputs)
	return spec_game_processing(inputs)
});