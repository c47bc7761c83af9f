/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ list: NonNullable<unknown> }} Game_WinnersInputs */

const spec_game_winners = /** @type {(inputs: Game_WinnersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Winners: ${i?.list}`)
};

const am_game_winners = /** @type {(inputs: Game_WinnersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`አሸናፊዎች: ${i?.list}`)
};

const en_game_winners = /** @type {(inputs: Game_WinnersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Winners: ${i?.list}`)
};

/**
* | output |
* | --- |
* | "Winners: {list}" |
*
* @param {Game_WinnersInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_winners = /** @type {((inputs: Game_WinnersInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_WinnersInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_winners(inputs)
	if (locale === "en") return en_game_winners(inputs)
	return spec_game_winners(inputs)
});