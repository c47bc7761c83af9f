/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_TotalInputs */

const spec_game_total = /** @type {(inputs: Game_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

const am_game_total = /** @type {(inputs: Game_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ጠቅላላ`)
};

const en_game_total = /** @type {(inputs: Game_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

/**
* | output |
* | --- |
* | "Total" |
*
* @param {Game_TotalInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_total = /** @type {((inputs?: Game_TotalInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_TotalInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_total(inputs)
	if (locale === "en") return en_game_total(inputs)
	return spec_game_total(inputs)
});