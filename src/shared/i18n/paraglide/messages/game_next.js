/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_NextInputs */

const spec_game_next = /** @type {(inputs: Game_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next`)
};

const am_game_next = /** @type {(inputs: Game_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ቀጣይ`)
};

const en_game_next = /** @type {(inputs: Game_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next`)
};

/**
* | output |
* | --- |
* | "Next" |
*
* @param {Game_NextInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_next = /** @type {((inputs?: Game_NextInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_NextInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_next(inputs)
	if (locale === "en") return en_game_next(inputs)
	return spec_game_next(inputs)
});