/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Play_Calls_TileInputs */

const spec_play_calls_tile = /** @type {(inputs: Play_Calls_TileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ጥሪ`)
};

const am_play_calls_tile = /** @type {(inputs: Play_Calls_TileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ጥሪ`)
};

const en_play_calls_tile = /** @type {(inputs: Play_Calls_TileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calls`)
};

/**
* | output |
* | --- |
* | "Calls" |
*
* @param {Play_Calls_TileInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_calls_tile = /** @type {((inputs?: Play_Calls_TileInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Calls_TileInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_play_calls_tile(inputs)
	if (locale === "en") return en_play_calls_tile(inputs)
	return spec_play_calls_tile(inputs)
});