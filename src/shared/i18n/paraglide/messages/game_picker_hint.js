/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Game_Picker_HintInputs */

const spec_game_picker_hint = /** @type {(inputs: Game_Picker_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pick 1 or 2 boards (${i?.count}/2)`)
};

const am_game_picker_hint = /** @type {(inputs: Game_Picker_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`1 ወይም 2 ካርቴላ ይምረጡ (${i?.count}/2)`)
};

const en_game_picker_hint = /** @type {(inputs: Game_Picker_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pick 1 or 2 boards (${i?.count}/2)`)
};

/**
* | output |
* | --- |
* | "Pick 1 or 2 boards ({count}/2)" |
*
* @param {Game_Picker_HintInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_picker_hint = /** @type {((inputs: Game_Picker_HintInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Picker_HintInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_picker_hint(inputs)
	if (locale === "en") return en_game_picker_hint(inputs)
	return spec_game_picker_hint(inputs)
});