/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ first: NonNullable<unknown>, second: NonNullable<unknown> }} Game_Boards_Taken_OfflineInputs */

const spec_game_boards_taken_offline = /** @type {(inputs: Game_Boards_Taken_OfflineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Boards ${i?.first} and ${i?.second} were taken while you were offline.`)
};

const am_game_boards_taken_offline = /** @type {(inputs: Game_Boards_Taken_OfflineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ከመስመር ውጪ በነበሩበት ጊዜ ካርቴላ ${i?.first} እና ${i?.second} በሌሎች ተጫዋቾች ተወስደዋል።`)
};

const en_game_boards_taken_offline = /** @type {(inputs: Game_Boards_Taken_OfflineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Boards ${i?.first} and ${i?.second} were taken while you were offline.`)
};

/**
* | output |
* | --- |
* | "Boards {first} and {second} were taken while you were offline." |
*
* @param {Game_Boards_Taken_OfflineInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_boards_taken_offline = /** @type {((inputs: Game_Boards_Taken_OfflineInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Boards_Taken_OfflineInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_boards_taken_offline(inputs)
	if (locale === "en") return en_game_boards_taken_offline(inputs)
	return spec_game_boards_taken_offline(inputs)
});