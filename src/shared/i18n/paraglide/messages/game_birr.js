/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Game_BirrInputs */

const spec_game_birr = /** @type {(inputs: Game_BirrInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ብር`)
};

const am_game_birr = /** @type {(inputs: Game_BirrInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ብር`)
};

const en_game_birr = /** @type {(inputs: Game_BirrInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ETB`)
};

/**
* | output |
* | --- |
* | "{amount} ETB" |
*
* @param {Game_BirrInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_birr = /** @type {((inputs: Game_BirrInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_BirrInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_birr(inputs)
	if (locale === "en") return en_game_birr(inputs)
	return spec_game_birr(inputs)
});