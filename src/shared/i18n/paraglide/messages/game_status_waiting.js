/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Status_WaitingInputs */

const spec_game_status_waiting = /** @type {(inputs: Game_Status_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`waiting`)
};

const am_game_status_waiting = /** @type {(inputs: Game_Status_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በመጠባበቅ ላይ`)
};

const en_game_status_waiting = /** @type {(inputs: Game_Status_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting`)
};

/**
* | output |
* | --- |
* | "Waiting" |
*
* @param {Game_Status_WaitingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_status_waiting = /** @type {((inputs?: Game_Status_WaitingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Status_WaitingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_status_waiting(inputs)
	if (locale === "en") return en_game_status_waiting(inputs)
	return spec_game_status_waiting(inputs)
});