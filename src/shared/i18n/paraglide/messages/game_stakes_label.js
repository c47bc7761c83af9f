/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Stakes_LabelInputs */

const spec_game_stakes_label = /** @type {(inputs: Game_Stakes_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stakes`)
};

const am_game_stakes_label = /** @type {(inputs: Game_Stakes_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`መደቦች`)
};

const en_game_stakes_label = /** @type {(inputs: Game_Stakes_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stakes`)
};

/**
* | output |
* | --- |
* | "Stakes" |
*
* @param {Game_Stakes_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_stakes_label = /** @type {((inputs?: Game_Stakes_LabelInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Stakes_LabelInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_stakes_label(inputs)
	if (locale === "en") return en_game_stakes_label(inputs)
	return spec_game_stakes_label(inputs)
});