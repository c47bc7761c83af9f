/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Game_Starts_In_GameInputs */

const spec_game_starts_in_game = /** @type {(inputs: Game_Starts_In_GameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Starts in ${i?.name}`)
};

const am_game_starts_in_game = /** @type {(inputs: Game_Starts_In_GameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ለመጀመር የቀረው`)
};

const en_game_starts_in_game = /** @type {(inputs: Game_Starts_In_GameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Starts in ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Starts in {name}" |
*
* @param {Game_Starts_In_GameInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_starts_in_game = /** @type {((inputs: Game_Starts_In_GameInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Starts_In_GameInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_starts_in_game(inputs)
	if (locale === "en") return en_game_starts_in_game(inputs)
	return spec_game_starts_in_game(inputs)
});