/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Game_Calls_MatchInputs */

const spec_game_calls_match = /** @type {(inputs: Game_Calls_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The game's official list has the same ${i?.count} calls.`)
};

const am_game_calls_match = /** @type {(inputs: Game_Calls_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`የጨዋታው ይፋዊ ዝርዝር ተመሳሳይ ${i?.count} ጥሪዎች አሉት።`)
};

const en_game_calls_match = /** @type {(inputs: Game_Calls_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The game's official list has the same ${i?.count} calls.`)
};

/**
* | output |
* | --- |
* | "The game's official list has the same {count} calls." |
*
* @param {Game_Calls_MatchInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_calls_match = /** @type {((inputs: Game_Calls_MatchInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Calls_MatchInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_calls_match(inputs)
	if (locale === "en") return en_game_calls_match(inputs)
	return spec_game_calls_match(inputs)
});