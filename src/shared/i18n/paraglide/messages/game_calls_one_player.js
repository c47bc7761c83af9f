/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Calls_One_PlayerInputs */

const spec_game_calls_one_player = /** @type {(inputs: Game_Calls_One_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 player`)
};

const am_game_calls_one_player = /** @type {(inputs: Game_Calls_One_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 ተጫዋች`)
};

const en_game_calls_one_player = /** @type {(inputs: Game_Calls_One_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 player`)
};

/**
* | output |
* | --- |
* | "1 player" |
*
* @param {Game_Calls_One_PlayerInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_calls_one_player = /** @type {((inputs?: Game_Calls_One_PlayerInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Calls_One_PlayerInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_calls_one_player(inputs)
	if (locale === "en") return en_game_calls_one_player(inputs)
	return spec_game_calls_one_player(inputs)
});