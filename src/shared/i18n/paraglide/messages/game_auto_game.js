/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Auto_GameInputs */

const spec_game_auto_game = /** @type {(inputs: Game_Auto_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Game`)
};

const am_game_auto_game = /** @type {(inputs: Game_Auto_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ጨዋታ`)
};

const en_game_auto_game = /** @type {(inputs: Game_Auto_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Game`)
};

/**
* | output |
* | --- |
* | "Game" |
*
* @param {Game_Auto_GameInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_auto_game = /** @type {((inputs?: Game_Auto_GameInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Auto_GameInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_auto_game(inputs)
	if (locale === "en") return en_game_auto_game(inputs)
	return spec_game_auto_game(inputs)
});