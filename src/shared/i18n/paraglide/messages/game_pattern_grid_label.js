/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Game_Pattern_Grid_LabelInputs */

const spec_game_pattern_grid_label = /** @type {(inputs: Game_Pattern_Grid_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} pattern`)
};

const am_game_pattern_grid_label = /** @type {(inputs: Game_Pattern_Grid_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`የ${i?.name} ቅርጽ`)
};

const en_game_pattern_grid_label = /** @type {(inputs: Game_Pattern_Grid_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} pattern`)
};

/**
* | output |
* | --- |
* | "{name} pattern" |
*
* @param {Game_Pattern_Grid_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_pattern_grid_label = /** @type {((inputs: Game_Pattern_Grid_LabelInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Pattern_Grid_LabelInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_pattern_grid_label(inputs)
	if (locale === "en") return en_game_pattern_grid_label(inputs)
	return spec_game_pattern_grid_label(inputs)
});