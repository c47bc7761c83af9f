/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Calls_ListInputs */

const spec_game_calls_list = /** @type {(inputs: Game_Calls_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calls of this game`)
};

const am_game_calls_list = /** @type {(inputs: Game_Calls_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የዚህ ጨዋታ ጥሪዎች`)
};

const en_game_calls_list = /** @type {(inputs: Game_Calls_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calls of this game`)
};

/**
* | output |
* | --- |
* | "Calls of this game" |
*
* @param {Game_Calls_ListInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_calls_list = /** @type {((inputs?: Game_Calls_ListInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Calls_ListInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_calls_list(inputs)
	if (locale === "en") return en_game_calls_list(inputs)
	return spec_game_calls_list(inputs)
});