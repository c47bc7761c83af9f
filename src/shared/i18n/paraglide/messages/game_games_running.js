/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Games_RunningInputs */

const spec_game_games_running = /** @type {(inputs: Game_Games_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Games running`)
};

const am_game_games_running = /** @type {(inputs: Game_Games_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እየተካሄዱ ያሉ ጨዋታዎች`)
};

const en_game_games_running = /** @type {(inputs: Game_Games_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Games running`)
};

/**
* | output |
* | --- |
* | "Games running" |
*
* @param {Game_Games_RunningInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_games_running = /** @type {((inputs?: Game_Games_RunningInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Games_RunningInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_games_running(inputs)
	if (locale === "en") return en_game_games_running(inputs)
	return spec_game_games_running(inputs)
});