/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Loading_ScheduledInputs */

const spec_game_loading_scheduled = /** @type {(inputs: Game_Loading_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading scheduled games...`)
};

const am_game_loading_scheduled = /** @type {(inputs: Game_Loading_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የታቀዱ ጨዋታዎች እየመጡ ነው...`)
};

const en_game_loading_scheduled = /** @type {(inputs: Game_Loading_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading scheduled games...`)
};

/**
* | output |
* | --- |
* | "Loading scheduled games..." |
*
* @param {Game_Loading_ScheduledInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_loading_scheduled = /** @type {((inputs?: Game_Loading_ScheduledInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Loading_ScheduledInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_loading_scheduled(inputs)
	if (locale === "en") return en_game_loading_scheduled(inputs)
	return spec_game_loading_scheduled(inputs)
});