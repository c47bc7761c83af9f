/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Play_Free_CellInputs */

const spec_play_free_cell = /** @type {(inputs: Play_Free_CellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free cell`)
};

const am_play_free_cell = /** @type {(inputs: Play_Free_CellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ነጻ ሳጥን`)
};

const en_play_free_cell = /** @type {(inputs: Play_Free_CellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free cell`)
};

/**
* | output |
* | --- |
* | "Free cell" |
*
* @param {Play_Free_CellInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_free_cell = /** @type {((inputs?: Play_Free_CellInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Free_CellInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_play_free_cell(inputs)
	if (locale === "en") return en_play_free_cell(inputs)
	return spec_play_free_cell(inputs)
});