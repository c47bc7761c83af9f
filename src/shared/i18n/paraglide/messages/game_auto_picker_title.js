/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Auto_Picker_TitleInputs */

const spec_game_auto_picker_title = /** @type {(inputs: Game_Auto_Picker_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ካርቴላ ይምረጡ`)
};

const am_game_auto_picker_title = /** @type {(inputs: Game_Auto_Picker_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ካርቴላ ይምረጡ`)
};

const en_game_auto_picker_title = /** @type {(inputs: Game_Auto_Picker_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose your boards`)
};

/**
* | output |
* | --- |
* | "Choose your boards" |
*
* @param {Game_Auto_Picker_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_auto_picker_title = /** @type {((inputs?: Game_Auto_Picker_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Auto_Picker_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_auto_picker_title(inputs)
	if (locale === "en") return en_game_auto_picker_title(inputs)
	return spec_game_auto_picker_title(inputs)
});