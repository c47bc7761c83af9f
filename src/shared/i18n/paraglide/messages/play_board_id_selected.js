/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Play_Board_Id_SelectedInputs */

const spec_play_board_id_selected = /** @type {(inputs: Play_Board_Id_SelectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Board ${i?.id}, selected`)
};

const am_play_board_id_selected = /** @type {(inputs: Play_Board_Id_SelectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ካርቴላ ${i?.id}፣ ተመርጧል`)
};

const en_play_board_id_selected = /** @type {(inputs: Play_Board_Id_SelectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Board ${i?.id}, selected`)
};

/**
* | output |
* | --- |
* | "Board {id}, selected" |
*
* @param {Play_Board_Id_SelectedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_board_id_selected = /** @type {((inputs: Play_Board_Id_SelectedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Board_Id_SelectedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_play_board_id_selected(inputs)
	if (locale === "en") return en_play_board_id_selected(inputs)
	return spec_play_board_id_selected(inputs)
});