/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_StartInputs */

const spec_game_start = /** @type {(inputs: Game_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start`)
};

const am_game_start = /** @type {(inputs: Game_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ጀምር`)
};

const en_game_start = /** @type {(inputs: Game_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start`)
};

/**
* | output |
* | --- |
* | "Start" |
*
* @param {Game_StartInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_start = /** @type {((inputs?: Game_StartInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_StartInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_start(inputs)
	if (locale === "en") return en_game_start(inputs)
	return spec_game_start(inputs)
});