/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Scheduled_TitleInputs */

const spec_game_scheduled_title = /** @type {(inputs: Game_Scheduled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scheduled games`)
};

const am_game_scheduled_title = /** @type {(inputs: Game_Scheduled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የታቀዱ ጨዋታዎች`)
};

const en_game_scheduled_title = /** @type {(inputs: Game_Scheduled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scheduled games`)
};

/**
* | output |
* | --- |
* | "Scheduled games" |
*
* @param {Game_Scheduled_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_scheduled_title = /** @type {((inputs?: Game_Scheduled_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Scheduled_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_scheduled_title(inputs)
	if (locale === "en") return en_game_scheduled_title(inputs)
	return spec_game_scheduled_title(inputs)
});