/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Play_Prize_TileInputs */

const spec_play_prize_tile = /** @type {(inputs: Play_Prize_TileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ደራሽ`)
};

const am_play_prize_tile = /** @type {(inputs: Play_Prize_TileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ደራሽ`)
};

const en_play_prize_tile = /** @type {(inputs: Play_Prize_TileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prize`)
};

/**
* | output |
* | --- |
* | "Prize" |
*
* @param {Play_Prize_TileInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_prize_tile = /** @type {((inputs?: Play_Prize_TileInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Prize_TileInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_play_prize_tile(inputs)
	if (locale === "en") return en_play_prize_tile(inputs)
	return spec_play_prize_tile(inputs)
});