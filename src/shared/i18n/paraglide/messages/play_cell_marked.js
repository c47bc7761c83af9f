/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Play_Cell_MarkedInputs */

const spec_play_cell_marked = /** @type {(inputs: Play_Cell_MarkedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.number}, marked`)
};

const am_play_cell_marked = /** @type {(inputs: Play_Cell_MarkedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.number}፣ ምልክት ተደርጓል`)
};

const en_play_cell_marked = /** @type {(inputs: Play_Cell_MarkedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.number}, marked`)
};

/**
* | output |
* | --- |
* | "{number}, marked" |
*
* @param {Play_Cell_MarkedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_cell_marked = /** @type {((inputs: Play_Cell_MarkedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Cell_MarkedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_play_cell_marked(inputs)
	if (locale === "en") return en_play_cell_marked(inputs)
	return spec_play_cell_marked(inputs)
});