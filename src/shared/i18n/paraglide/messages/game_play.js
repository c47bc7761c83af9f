/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_PlayInputs */

const spec_game_play = /** @type {(inputs: Game_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Play`)
};

const am_game_play = /** @type {(inputs: Game_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ይጫወቱ`)
};

const en_game_play = /** @type {(inputs: Game_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Play`)
};

/**
* | output |
* | --- |
* | "Play" |
*
* @param {Game_PlayInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_play = /** @type {((inputs?: Game_PlayInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_PlayInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_play(inputs)
	if (locale === "en") return en_game_play(inputs)
	return spec_game_play(inputs)
});