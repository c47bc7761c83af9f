/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Status_RunningInputs */

const spec_game_status_running = /** @type {(inputs: Game_Status_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`running`)
};

const am_game_status_running = /** @type {(inputs: Game_Status_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በጨዋታ ላይ`)
};

const en_game_status_running = /** @type {(inputs: Game_Status_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Running`)
};

/**
* | output |
* | --- |
* | "Running" |
*
* @param {Game_Status_RunningInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_status_running = /** @type {((inputs?: Game_Status_RunningInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Status_RunningInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_status_running(inputs)
	if (locale === "en") return en_game_status_running(inputs)
	return spec_game_status_running(inputs)
});