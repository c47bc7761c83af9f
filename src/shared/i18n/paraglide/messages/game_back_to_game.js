/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Back_To_GameInputs */

const spec_game_back_to_game = /** @type {(inputs: Game_Back_To_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to your game`)
};

const am_game_back_to_game = /** @type {(inputs: Game_Back_To_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ወደ ጨዋታዎ ይመለሱ`)
};

const en_game_back_to_game = /** @type {(inputs: Game_Back_To_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to your game`)
};

/**
* | output |
* | --- |
* | "Back to your game" |
*
* @param {Game_Back_To_GameInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_back_to_game = /** @type {((inputs?: Game_Back_To_GameInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Back_To_GameInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_back_to_game(inputs)
	if (locale === "en") return en_game_back_to_game(inputs)
	return spec_game_back_to_game(inputs)
});