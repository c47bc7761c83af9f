/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_LeaveInputs */

const spec_game_leave = /** @type {(inputs: Game_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave`)
};

const am_game_leave = /** @type {(inputs: Game_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ውጣ`)
};

const en_game_leave = /** @type {(inputs: Game_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave`)
};

/**
* | output |
* | --- |
* | "Leave" |
*
* @param {Game_LeaveInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_leave = /** @type {((inputs?: Game_LeaveInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_LeaveInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_leave(inputs)
	if (locale === "en") return en_game_leave(inputs)
	return spec_game_leave(inputs)
});