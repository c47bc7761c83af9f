/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Live_TitleInputs */

const spec_game_live_title = /** @type {(inputs: Game_Live_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live game`)
};

const am_game_live_title = /** @type {(inputs: Game_Live_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ቀጥታ ጨዋታ`)
};

const en_game_live_title = /** @type {(inputs: Game_Live_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live game`)
};

/**
* | output |
* | --- |
* | "Live game" |
*
* @param {Game_Live_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_live_title = /** @type {((inputs?: Game_Live_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Live_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_live_title(inputs)
	if (locale === "en") return en_game_live_title(inputs)
	return spec_game_live_title(inputs)
});