/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Auto_Play_TitleInputs */

const spec_game_auto_play_title = /** @type {(inputs: Game_Auto_Play_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scheduled game`)
};

const am_game_auto_play_title = /** @type {(inputs: Game_Auto_Play_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የታቀደ ጨዋታ`)
};

const en_game_auto_play_title = /** @type {(inputs: Game_Auto_Play_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scheduled game`)
};

/**
* | output |
* | --- |
* | "Scheduled game" |
*
* @param {Game_Auto_Play_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_auto_play_title = /** @type {((inputs?: Game_Auto_Play_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Auto_Play_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_auto_play_title(inputs)
	if (locale === "en") return en_game_auto_play_title(inputs)
	return spec_game_auto_play_title(inputs)
});