/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown>, total: NonNullable<unknown> }} Game_Winner_N_OfInputs */

const spec_game_winner_n_of = /** @type {(inputs: Game_Winner_N_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Winner ${i?.n} of ${i?.total}`)
};

const am_game_winner_n_of = /** @type {(inputs: Game_Winner_N_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`አሸናፊ ${i?.n} ከ${i?.total}`)
};

const en_game_winner_n_of = /** @type {(inputs: Game_Winner_N_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Winner ${i?.n} of ${i?.total}`)
};

/**
* | output |
* | --- |
* | "Winner {n} of {total}" |
*
* @param {Game_Winner_N_OfInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_winner_n_of = /** @type {((inputs: Game_Winner_N_OfInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Winner_N_OfInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_winner_n_of(inputs)
	if (locale === "en") return en_game_winner_n_of(inputs)
	return spec_game_winner_n_of(inputs)
});