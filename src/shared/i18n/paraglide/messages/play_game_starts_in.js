/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Play_Game_Starts_InInputs */

const spec_play_game_starts_in = /** @type {(inputs: Play_Game_Starts_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Game Starts In`)
};

const am_play_game_starts_in = /** @type {(inputs: Play_Game_Starts_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ጨዋታው ለመጀመር`)
};

const en_play_game_starts_in = /** @type {(inputs: Play_Game_Starts_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Game starts in`)
};

/**
* | output |
* | --- |
* | "Game starts in" |
*
* @param {Play_Game_Starts_InInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_game_starts_in = /** @type {((inputs?: Play_Game_Starts_InInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Game_Starts_InInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_play_game_starts_in(inputs)
	if (locale === "en") return en_play_game_starts_in(inputs)
	return spec_play_game_starts_in(inputs)
});