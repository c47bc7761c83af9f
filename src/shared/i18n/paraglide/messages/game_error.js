/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ message: NonNullable<unknown> }} Game_ErrorInputs */

const spec_game_error = /** @type {(inputs: Game_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Error: ${i?.message}`)
};

const am_game_error = /** @type {(inputs: Game_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ስህተት: ${i?.message}`)
};

const en_game_error = /** @type {(inputs: Game_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Error: ${i?.message}`)
};

/**
* | output |
* | --- |
* | "Error: {message}" |
*
* @param {Game_ErrorInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_error = /** @type {((inputs: Game_ErrorInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_ErrorInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_error(inputs)
	if (locale === "en") return en_game_error(inputs)
	return spec_game_error(inputs)
});