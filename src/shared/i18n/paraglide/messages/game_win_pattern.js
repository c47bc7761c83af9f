/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Game_Win_PatternInputs */

const spec_game_win_pattern = /** @type {(inputs: Game_Win_PatternInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Win pattern: ${i?.name}`)
};

const am_game_win_pattern = /** @type {(inputs: Game_Win_PatternInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`የማሸነፊያ ቅርጽ: ${i?.name}`)
};

const en_game_win_pattern = /** @type {(inputs: Game_Win_PatternInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Win pattern: ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Win pattern: {name}" |
*
* @param {Game_Win_PatternInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_win_pattern = /** @type {((inputs: Game_Win_PatternInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Win_PatternInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_win_pattern(inputs)
	if (locale === "en") return en_game_win_pattern(inputs)
	return spec_game_win_pattern(inputs)
});