/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Better_LuckInputs */

const spec_game_better_luck = /** @type {(inputs: Game_Better_LuckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Better luck next round`)
};

const am_game_better_luck = /** @type {(inputs: Game_Better_LuckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በሚቀጥለው ዙር መልካም ዕድል`)
};

const en_game_better_luck = /** @type {(inputs: Game_Better_LuckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Better luck next round`)
};

/**
* | output |
* | --- |
* | "Better luck next round" |
*
* @param {Game_Better_LuckInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_better_luck = /** @type {((inputs?: Game_Better_LuckInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Better_LuckInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_better_luck(inputs)
	if (locale === "en") return en_game_better_luck(inputs)
	return spec_game_better_luck(inputs)
});