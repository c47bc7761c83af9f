/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_PreviousInputs */

const spec_game_previous = /** @type {(inputs: Game_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous`)
};

const am_game_previous = /** @type {(inputs: Game_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ቀዳሚ`)
};

const en_game_previous = /** @type {(inputs: Game_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous`)
};

/**
* | output |
* | --- |
* | "Previous" |
*
* @param {Game_PreviousInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_previous = /** @type {((inputs?: Game_PreviousInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_PreviousInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_previous(inputs)
	if (locale === "en") return en_game_previous(inputs)
	return spec_game_previous(inputs)
});