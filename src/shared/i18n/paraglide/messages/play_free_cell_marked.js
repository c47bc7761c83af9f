/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Play_Free_Cell_MarkedInputs */

const spec_play_free_cell_marked = /** @type {(inputs: Play_Free_Cell_MarkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free cell, marked`)
};

const am_play_free_cell_marked = /** @type {(inputs: Play_Free_Cell_MarkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ነጻ ሳጥን፣ ምልክት ተደርጓል`)
};

const en_play_free_cell_marked = /** @type {(inputs: Play_Free_Cell_MarkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free cell, marked`)
};

/**
* | output |
* | --- |
* | "Free cell, marked" |
*
* @param {Play_Free_Cell_MarkedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_free_cell_marked = /** @type {((inputs?: Play_Free_Cell_MarkedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Free_Cell_MarkedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_play_free_cell_marked(inputs)
	if (locale === "en") return en_play_free_cell_marked(inputs)
	return spec_play_free_cell_marked(inputs)
});