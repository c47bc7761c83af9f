/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ stake: NonNullable<unknown>, boards: NonNullable<unknown> }} Game_Back_To_Game_ManualInputs */

const spec_game_back_to_game_manual = /** @type {(inputs: Game_Back_To_Game_ManualInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stake ${i?.stake} ETB · boards ${i?.boards}`)
};

const am_game_back_to_game_manual = /** @type {(inputs: Game_Back_To_Game_ManualInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`የ${i?.stake} ብር መደብ · ካርቴላ ${i?.boards}`)
};

const en_game_back_to_game_manual = /** @type {(inputs: Game_Back_To_Game_ManualInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stake ${i?.stake} ETB · boards ${i?.boards}`)
};

/**
* | output |
* | --- |
* | "Stake {stake} ETB · boards {boards}" |
*
* @param {Game_Back_To_Game_ManualInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_back_to_game_manual = /** @type {((inputs: Game_Back_To_Game_ManualInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Back_To_Game_ManualInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_back_to_game_manual(inputs)
	if (locale === "en") return en_game_back_to_game_manual(inputs)
	return spec_game_back_to_game_manual(inputs)
});