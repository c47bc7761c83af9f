/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_In_ProgressInputs */

const spec_game_in_progress = /** @type {(inputs: Game_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In Progress`)
};

const am_game_in_progress = /** @type {(inputs: Game_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በጨዋታ ላይ`)
};

const en_game_in_progress = /** @type {(inputs: Game_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In progress`)
};

/**
* | output |
* | --- |
* | "In progress" |
*
* @param {Game_In_ProgressInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_in_progress = /** @type {((inputs?: Game_In_ProgressInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_In_ProgressInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_in_progress(inputs)
	if (locale === "en") return en_game_in_progress(inputs)
	return spec_game_in_progress(inputs)
});