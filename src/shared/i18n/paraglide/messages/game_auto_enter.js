/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Auto_EnterInputs */

const spec_game_auto_enter = /** @type {(inputs: Game_Auto_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ይግቡ`)
};

const am_game_auto_enter = /** @type {(inputs: Game_Auto_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ይግቡ`)
};

const en_game_auto_enter = /** @type {(inputs: Game_Auto_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter`)
};

/**
* | output |
* | --- |
* | "Enter" |
*
* @param {Game_Auto_EnterInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_auto_enter = /** @type {((inputs?: Game_Auto_EnterInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Auto_EnterInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_auto_enter(inputs)
	if (locale === "en") return en_game_auto_enter(inputs)
	return spec_game_auto_enter(inputs)
});