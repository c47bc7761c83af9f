/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Play_Board_NumbersInputs */

const spec_play_board_numbers = /** @type {(inputs: Play_Board_NumbersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Board ${i?.id} numbers`)
};

const am_play_board_numbers = /** @type {(inputs: Play_Board_NumbersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`የካርቴላ ${i?.id} ቁጥሮች`)
};

const en_play_board_numbers = /** @type {(inputs: Play_Board_NumbersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Board ${i?.id} numbers`)
};

/**
* | output |
* | --- |
* | "Board {id} numbers" |
*
* @param {Play_Board_NumbersInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_board_numbers = /** @type {((inputs: Play_Board_NumbersInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Board_NumbersInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_play_board_numbers(inputs)
	if (locale === "en") return en_play_board_numbers(inputs)
	return spec_play_board_numbers(inputs)
});