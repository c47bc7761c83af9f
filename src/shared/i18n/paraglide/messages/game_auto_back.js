/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Auto_BackInputs */

const spec_game_auto_back = /** @type {(inputs: Game_Auto_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ተመለስ`)
};

const am_game_auto_back = /** @type {(inputs: Game_Auto_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ተመለስ`)
};

const en_game_auto_back = /** @type {(inputs: Game_Auto_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back`)
};

/**
* | output |
* | --- |
* | "Back" |
*
* @param {Game_Auto_BackInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_auto_back = /** @type {((inputs?: Game_Auto_BackInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Auto_BackInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_auto_back(inputs)
	if (locale === "en") return en_game_auto_back(inputs)
	return spec_game_auto_back(inputs)
});