/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Game_CheckingInputs */

const spec_game_checking = /** @type {(inputs: Game_CheckingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Checking for ${i?.name}`)
};

const am_game_checking = /** @type {(inputs: Game_CheckingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`የ${i?.name} ካርቴላ እየተረጋገጠ ነው`)
};

const en_game_checking = /** @type {(inputs: Game_CheckingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Checking for ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Checking for {name}" |
*
* @param {Game_CheckingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_checking = /** @type {((inputs: Game_CheckingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_CheckingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_checking(inputs)
	if (locale === "en") return en_game_checking(inputs)
	return spec_game_checking(inputs)
});