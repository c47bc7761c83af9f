/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_StartingInputs */

const spec_game_starting = /** @type {(inputs: Game_StartingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starting...`)
};

const am_game_starting = /** @type {(inputs: Game_StartingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በመጀመር ላይ...`)
};

const en_game_starting = /** @type {(inputs: Game_StartingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starting...`)
};

/**
* | output |
* | --- |
* | "Starting..." |
*
* @param {Game_StartingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_starting = /** @type {((inputs?: Game_StartingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_StartingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_starting(inputs)
	if (locale === "en") return en_game_starting(inputs)
	return spec_game_starting(inputs)
});