/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Play_Cell_WinningInputs */

const spec_play_cell_winning = /** @type {(inputs: Play_Cell_WinningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.number}, winning`)
};

const am_play_cell_winning = /** @type {(inputs: Play_Cell_WinningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.number}፣ አሸናፊ`)
};

const en_play_cell_winning = /** @type {(inputs: Play_Cell_WinningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.number}, winning`)
};

/**
* | output |
* | --- |
* | "{number}, winning" |
*
* @param {Play_Cell_WinningInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_cell_winning = /** @type {((inputs: Play_Cell_WinningInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Cell_WinningInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_play_cell_winning(inputs)
	if (locale === "en") return en_play_cell_winning(inputs)
	return spec_play_cell_winning(inputs)
});