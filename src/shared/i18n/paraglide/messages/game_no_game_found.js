/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_No_Game_FoundInputs */

const spec_game_no_game_found = /** @type {(inputs: Game_No_Game_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no game found, try again later`)
};

const am_game_no_game_found = /** @type {(inputs: Game_No_Game_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ምንም ጨዋታ አልተገኘም፣ ቆይተው ይሞክሩ`)
};

const en_game_no_game_found = /** @type {(inputs: Game_No_Game_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No game found, try again later`)
};

/**
* | output |
* | --- |
* | "No game found, try again later" |
*
* @param {Game_No_Game_FoundInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_no_game_found = /** @type {((inputs?: Game_No_Game_FoundInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_No_Game_FoundInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_no_game_found(inputs)
	if (locale === "en") return en_game_no_game_found(inputs)
	return spec_game_no_game_found(inputs)
});