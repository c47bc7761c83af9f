/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ stake: NonNullable<unknown> }} Game_Back_To_Game_ScheduledInputs */

const spec_game_back_to_game_scheduled = /** @type {(inputs: Game_Back_To_Game_ScheduledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Scheduled game · stake ${i?.stake} ETB`)
};

const am_game_back_to_game_scheduled = /** @type {(inputs: Game_Back_To_Game_ScheduledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`የታቀደ ጨዋታ · የ${i?.stake} ብር መደብ`)
};

const en_game_back_to_game_scheduled = /** @type {(inputs: Game_Back_To_Game_ScheduledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Scheduled game · stake ${i?.stake} ETB`)
};

/**
* | output |
* | --- |
* | "Scheduled game · stake {stake} ETB" |
*
* @param {Game_Back_To_Game_ScheduledInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_back_to_game_scheduled = /** @type {((inputs: Game_Back_To_Game_ScheduledInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Back_To_Game_ScheduledInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_back_to_game_scheduled(inputs)
	if (locale === "en") return en_game_back_to_game_scheduled(inputs)
	return spec_game_back_to_game_scheduled(inputs)
});