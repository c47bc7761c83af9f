/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Total_WinningInputs */

const spec_game_total_winning = /** @type {(inputs: Game_Total_WinningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total winning`)
};

const am_game_total_winning = /** @type {(inputs: Game_Total_WinningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ጠቅላላ ደራሽ`)
};

const en_game_total_winning = /** @type {(inputs: Game_Total_WinningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total winning`)
};

/**
* | output |
* | --- |
* | "Total winning" |
*
* @param {Game_Total_WinningInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_total_winning = /** @type {((inputs?: Game_Total_WinningInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Total_WinningInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_total_winning(inputs)
	if (locale === "en") return en_game_total_winning(inputs)
	return spec_game_total_winning(inputs)
});