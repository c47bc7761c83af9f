/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ seen: NonNullable<unknown>, server: NonNullable<unknown> }} Game_Calls_DifferInputs */

const spec_game_calls_differ = /** @type {(inputs: Game_Calls_DifferInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We saw ${i?.seen} calls; the official list has ${i?.server}.`)
};

const am_game_calls_differ = /** @type {(inputs: Game_Calls_DifferInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`እኛ ${i?.seen} ጥሪዎችን አየን፤ ይፋዊው ዝርዝር ${i?.server} ጥሪዎች አሉት።`)
};

const en_game_calls_differ = /** @type {(inputs: Game_Calls_DifferInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We saw ${i?.seen} calls; the official list has ${i?.server}.`)
};

/**
* | output |
* | --- |
* | "We saw {seen} calls; the official list has {server}." |
*
* @param {Game_Calls_DifferInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_calls_differ = /** @type {((inputs: Game_Calls_DifferInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Calls_DifferInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_calls_differ(inputs)
	if (locale === "en") return en_game_calls_differ(inputs)
	return spec_game_calls_differ(inputs)
});