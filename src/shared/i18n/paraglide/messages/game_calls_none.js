/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Calls_NoneInputs */

const spec_game_calls_none = /** @type {(inputs: Game_Calls_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No call reached this device.`)
};

const am_game_calls_none = /** @type {(inputs: Game_Calls_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ወደዚህ መሣሪያ ምንም ጥሪ አልደረሰም።`)
};

const en_game_calls_none = /** @type {(inputs: Game_Calls_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No call reached this device.`)
};

/**
* | output |
* | --- |
* | "No call reached this device." |
*
* @param {Game_Calls_NoneInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_calls_none = /** @type {((inputs?: Game_Calls_NoneInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Calls_NoneInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_calls_none(inputs)
	if (locale === "en") return en_game_calls_none(inputs)
	return spec_game_calls_none(inputs)
});