/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ bonus: NonNullable<unknown>, calls: NonNullable<unknown> }} Game_Bonus_NoteInputs */

const spec_game_bonus_note = /** @type {(inputs: Game_Bonus_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bonus} birr bonus if won in under ${i?.calls} calls`)
};

const am_game_bonus_note = /** @type {(inputs: Game_Bonus_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ከ${i?.calls} ጥሪ በፊት ካሸነፉ የ${i?.bonus} ብር ቦነስ`)
};

const en_game_bonus_note = /** @type {(inputs: Game_Bonus_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bonus} ETB bonus if won in under ${i?.calls} calls`)
};

/**
* | output |
* | --- |
* | "{bonus} ETB bonus if won in under {calls} calls" |
*
* @param {Game_Bonus_NoteInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_bonus_note = /** @type {((inputs: Game_Bonus_NoteInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Bonus_NoteInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_bonus_note(inputs)
	if (locale === "en") return en_game_bonus_note(inputs)
	return spec_game_bonus_note(inputs)
});