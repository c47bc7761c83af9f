/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Play_Best_BoardInputs */

const spec_play_best_board = /** @type {(inputs: Play_Best_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Best board`)
};

const am_play_best_board = /** @type {(inputs: Play_Best_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ምርጥ ካርቴላ`)
};

const en_play_best_board = /** @type {(inputs: Play_Best_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Best board`)
};

/**
* | output |
* | --- |
* | "Best board" |
*
* @param {Play_Best_BoardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_best_board = /** @type {((inputs?: Play_Best_BoardInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Best_BoardInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_play_best_board(inputs)
	if (locale === "en") return en_play_best_board(inputs)
	return spec_play_best_board(inputs)
});