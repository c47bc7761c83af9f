/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Play_AgainInputs */

const spec_game_play_again = /** @type {(inputs: Game_Play_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Play Again`)
};

const am_game_play_again = /** @type {(inputs: Game_Play_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እንደገና ይጫወቱ`)
};

const en_game_play_again = /** @type {(inputs: Game_Play_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Play again`)
};

/**
* | output |
* | --- |
* | "Play again" |
*
* @param {Game_Play_AgainInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_play_again = /** @type {((inputs?: Game_Play_AgainInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Play_AgainInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_play_again(inputs)
	if (locale === "en") return en_game_play_again(inputs)
	return spec_game_play_again(inputs)
});