/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Scheduled_GameInputs */

const spec_game_scheduled_game = /** @type {(inputs: Game_Scheduled_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scheduled game`)
};

const am_game_scheduled_game = /** @type {(inputs: Game_Scheduled_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የታቀደ ጨዋታ`)
};

const en_game_scheduled_game = /** @type {(inputs: Game_Scheduled_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scheduled game`)
};

/**
* | output |
* | --- |
* | "Scheduled game" |
*
* @param {Game_Scheduled_GameInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_scheduled_game = /** @type {((inputs?: Game_Scheduled_GameInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Scheduled_GameInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_scheduled_game(inputs)
	if (locale === "en") return en_game_scheduled_game(inputs)
	return spec_game_scheduled_game(inputs)
});