/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Play_Board_Id_TakenInputs */

const spec_play_board_id_taken = /** @type {(inputs: Play_Board_Id_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Board ${i?.id}, taken`)
};

const am_play_board_id_taken = /** @type {(inputs: Play_Board_Id_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ካርቴላ ${i?.id}፣ ተይዟል`)
};

const en_play_board_id_taken = /** @type {(inputs: Play_Board_Id_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Board ${i?.id}, taken`)
};

/**
* | output |
* | --- |
* | "Board {id}, taken" |
*
* @param {Play_Board_Id_TakenInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_board_id_taken = /** @type {((inputs: Play_Board_Id_TakenInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Board_Id_TakenInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_play_board_id_taken(inputs)
	if (locale === "en") return en_play_board_id_taken(inputs)
	return spec_play_board_id_taken(inputs)
});