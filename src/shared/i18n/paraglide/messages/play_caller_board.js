/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Play_Caller_BoardInputs */

const spec_play_caller_board = /** @type {(inputs: Play_Caller_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caller board`)
};

const am_play_caller_board = /** @type {(inputs: Play_Caller_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የጥሪ ሰሌዳ`)
};

const en_play_caller_board = /** @type {(inputs: Play_Caller_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caller board`)
};

/**
* | output |
* | --- |
* | "Caller board" |
*
* @param {Play_Caller_BoardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_caller_board = /** @type {((inputs?: Play_Caller_BoardInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Caller_BoardInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_play_caller_board(inputs)
	if (locale === "en") return en_play_caller_board(inputs)
	return spec_play_caller_board(inputs)
});