/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Game_Calls_PlayersInputs */

const spec_game_calls_players = /** @type {(inputs: Game_Calls_PlayersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} players`)
};

const am_game_calls_players = /** @type {(inputs: Game_Calls_PlayersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} ተጫዋቾች`)
};

const en_game_calls_players = /** @type {(inputs: Game_Calls_PlayersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} players`)
};

/**
* | output |
* | --- |
* | "{count} players" |
*
* @param {Game_Calls_PlayersInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_calls_players = /** @type {((inputs: Game_Calls_PlayersInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Calls_PlayersInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_calls_players(inputs)
	if (locale === "en") return en_game_calls_players(inputs)
	return spec_game_calls_players(inputs)
});