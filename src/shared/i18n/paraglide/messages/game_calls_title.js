/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Game_Calls_TitleInputs */

const spec_game_calls_title = /** @type {(inputs: Game_Calls_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Calls of this game (${i?.count})`)
};

const am_game_calls_title = /** @type {(inputs: Game_Calls_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`የዚህ ጨዋታ ጥሪዎች (${i?.count})`)
};

const en_game_calls_title = /** @type {(inputs: Game_Calls_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Calls of this game (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Calls of this game ({count})" |
*
* @param {Game_Calls_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_calls_title = /** @type {((inputs: Game_Calls_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Calls_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_calls_title(inputs)
	if (locale === "en") return en_game_calls_title(inputs)
	return spec_game_calls_title(inputs)
});