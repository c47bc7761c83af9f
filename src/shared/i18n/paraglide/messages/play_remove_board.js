/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Play_Remove_BoardInputs */

const spec_play_remove_board = /** @type {(inputs: Play_Remove_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove board ${i?.id}`)
};

const am_play_remove_board = /** @type {(inputs: Play_Remove_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ካርቴላ ${i?.id} ያስወግዱ`)
};

const en_play_remove_board = /** @type {(inputs: Play_Remove_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove board ${i?.id}`)
};

/**
* | output |
* | --- |
* | "Remove board {id}" |
*
* @param {Play_Remove_BoardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_remove_board = /** @type {((inputs: Play_Remove_BoardInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Remove_BoardInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_play_remove_board(inputs)
	if (locale === "en") return en_play_remove_board(inputs)
	return spec_play_remove_board(inputs)
});