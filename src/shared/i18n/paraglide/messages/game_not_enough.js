/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Not_EnoughInputs */

const spec_game_not_enough = /** @type {(inputs: Game_Not_EnoughInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`አይበቃም`)
};

const am_game_not_enough = /** @type {(inputs: Game_Not_EnoughInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`አይበቃም`)
};

const en_game_not_enough = /** @type {(inputs: Game_Not_EnoughInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not enough`)
};

/**
* | output |
* | --- |
* | "Not enough" |
*
* @param {Game_Not_EnoughInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_not_enough = /** @type {((inputs?: Game_Not_EnoughInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Not_EnoughInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_not_enough(inputs)
	if (locale === "en") return en_game_not_enough(inputs)
	return spec_game_not_enough(inputs)
});