/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Game_WinnerInputs */

const spec_game_winner = /** @type {(inputs: Game_WinnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Winner: ${i?.name}`)
};

const am_game_winner = /** @type {(inputs: Game_WinnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`አሸናፊ: ${i?.name}`)
};

const en_game_winner = /** @type {(inputs: Game_WinnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Winner: ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Winner: {name}" |
*
* @param {Game_WinnerInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_winner = /** @type {((inputs: Game_WinnerInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_WinnerInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_winner(inputs)
	if (locale === "en") return en_game_winner(inputs)
	return spec_game_winner(inputs)
});