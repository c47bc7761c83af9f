/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Prize_LabelInputs */

const spec_game_prize_label = /** @type {(inputs: Game_Prize_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ደራሽ:`)
};

const am_game_prize_label = /** @type {(inputs: Game_Prize_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ደራሽ:`)
};

const en_game_prize_label = /** @type {(inputs: Game_Prize_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prize:`)
};

/**
* | output |
* | --- |
* | "Prize:" |
*
* @param {Game_Prize_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_prize_label = /** @type {((inputs?: Game_Prize_LabelInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Prize_LabelInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_prize_label(inputs)
	if (locale === "en") return en_game_prize_label(inputs)
	return spec_game_prize_label(inputs)
});