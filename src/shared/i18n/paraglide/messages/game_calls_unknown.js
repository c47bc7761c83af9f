/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Calls_UnknownInputs */

const spec_game_calls_unknown = /** @type {(inputs: Game_Calls_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No official list came to compare with.`)
};

const am_game_calls_unknown = /** @type {(inputs: Game_Calls_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ለማነጻጸሪያ ይፋዊ ዝርዝር አልመጣም።`)
};

const en_game_calls_unknown = /** @type {(inputs: Game_Calls_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No official list came to compare with.`)
};

/**
* | output |
* | --- |
* | "No official list came to compare with." |
*
* @param {Game_Calls_UnknownInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_calls_unknown = /** @type {((inputs?: Game_Calls_UnknownInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Calls_UnknownInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_calls_unknown(inputs)
	if (locale === "en") return en_game_calls_unknown(inputs)
	return spec_game_calls_unknown(inputs)
});