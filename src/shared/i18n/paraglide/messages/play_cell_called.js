/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Play_Cell_CalledInputs */

const spec_play_cell_called = /** @type {(inputs: Play_Cell_CalledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.number}, called`)
};

const am_play_cell_called = /** @type {(inputs: Play_Cell_CalledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.number}፣ ተጠርቷል`)
};

const en_play_cell_called = /** @type {(inputs: Play_Cell_CalledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.number}, called`)
};

/**
* | output |
* | --- |
* | "{number}, called" |
*
* @param {Play_Cell_CalledInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_cell_called = /** @type {((inputs: Play_Cell_CalledInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Cell_CalledInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_play_cell_called(inputs)
	if (locale === "en") return en_play_cell_called(inputs)
	return spec_play_cell_called(inputs)
});