/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Status_CompletedInputs */

const spec_game_status_completed = /** @type {(inputs: Game_Status_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`completed`)
};

const am_game_status_completed = /** @type {(inputs: Game_Status_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ተጠናቋል`)
};

const en_game_status_completed = /** @type {(inputs: Game_Status_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completed`)
};

/**
* | output |
* | --- |
* | "Completed" |
*
* @param {Game_Status_CompletedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_status_completed = /** @type {((inputs?: Game_Status_CompletedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Status_CompletedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_status_completed(inputs)
	if (locale === "en") return en_game_status_completed(inputs)
	return spec_game_status_completed(inputs)
});