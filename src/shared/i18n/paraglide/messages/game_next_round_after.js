/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Next_Round_AfterInputs */

const spec_game_next_round_after = /** @type {(inputs: Game_Next_Round_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A new round opens after this game.`)
};

const am_game_next_round_after = /** @type {(inputs: Game_Next_Round_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ይህ ጨዋታ ሲያልቅ አዲስ ዙር ይከፈታል።`)
};

const en_game_next_round_after = /** @type {(inputs: Game_Next_Round_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A new round opens after this game.`)
};

/**
* | output |
* | --- |
* | "A new round opens after this game." |
*
* @param {Game_Next_Round_AfterInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_next_round_after = /** @type {((inputs?: Game_Next_Round_AfterInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Next_Round_AfterInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_next_round_after(inputs)
	if (locale === "en") return en_game_next_round_after(inputs)
	return spec_game_next_round_after(inputs)
});