/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Confirm_ExitInputs */

const spec_game_confirm_exit = /** @type {(inputs: Game_Confirm_ExitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm Exit`)
};

const am_game_confirm_exit = /** @type {(inputs: Game_Confirm_ExitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`መውጣትዎን ያረጋግጡ`)
};

const en_game_confirm_exit = /** @type {(inputs: Game_Confirm_ExitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm exit`)
};

/**
* | output |
* | --- |
* | "Confirm exit" |
*
* @param {Game_Confirm_ExitInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_confirm_exit = /** @type {((inputs?: Game_Confirm_ExitInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Confirm_ExitInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_confirm_exit(inputs)
	if (locale === "en") return en_game_confirm_exit(inputs)
	return spec_game_confirm_exit(inputs)
});