/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Game_Board_Taken_OfflineInputs */

const spec_game_board_taken_offline = /** @type {(inputs: Game_Board_Taken_OfflineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Board ${i?.id} was taken while you were offline.`)
};

const am_game_board_taken_offline = /** @type {(inputs: Game_Board_Taken_OfflineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ከመስመር ውጪ በነበሩበት ጊዜ ካርቴላ ${i?.id} በሌላ ተጫዋች ተወስዷል።`)
};

const en_game_board_taken_offline = /** @type {(inputs: Game_Board_Taken_OfflineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Board ${i?.id} was taken while you were offline.`)
};

/**
* | output |
* | --- |
* | "Board {id} was taken while you were offline." |
*
* @param {Game_Board_Taken_OfflineInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_board_taken_offline = /** @type {((inputs: Game_Board_Taken_OfflineInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Board_Taken_OfflineInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_board_taken_offline(inputs)
	if (locale === "en") return en_game_board_taken_offline(inputs)
	return spec_game_board_taken_offline(inputs)
});