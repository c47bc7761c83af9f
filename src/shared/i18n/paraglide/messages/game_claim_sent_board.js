/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Game_Claim_Sent_BoardInputs */

const spec_game_claim_sent_board = /** @type {(inputs: Game_Claim_Sent_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ቢንጎ! board ${i?.id}: claim sent`)
};

const am_game_claim_sent_board = /** @type {(inputs: Game_Claim_Sent_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ቢንጎ! ካርቴላ ${i?.id}: ተልኳል`)
};

const en_game_claim_sent_board = /** @type {(inputs: Game_Claim_Sent_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`BINGO! board ${i?.id}: claim sent`)
};

/**
* | output |
* | --- |
* | "BINGO! board {id}: claim sent" |
*
* @param {Game_Claim_Sent_BoardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_claim_sent_board = /** @type {((inputs: Game_Claim_Sent_BoardInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Claim_Sent_BoardInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_claim_sent_board(inputs)
	if (locale === "en") return en_game_claim_sent_board(inputs)
	return spec_game_claim_sent_board(inputs)
});