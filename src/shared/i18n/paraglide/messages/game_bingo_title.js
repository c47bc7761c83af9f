/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Bingo_TitleInputs */

const spec_game_bingo_title = /** @type {(inputs: Game_Bingo_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`BINGO!`)
};

const am_game_bingo_title = /** @type {(inputs: Game_Bingo_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ቢንጎ!`)
};

const en_game_bingo_title = /** @type {(inputs: Game_Bingo_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`BINGO!`)
};

/**
* | output |
* | --- |
* | "BINGO!" |
*
* @param {Game_Bingo_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_bingo_title = /** @type {((inputs?: Game_Bingo_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Bingo_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_bingo_title(inputs)
	if (locale === "en") return en_game_bingo_title(inputs)
	return spec_game_bingo_title(inputs)
});