/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Game_Enter_GameInputs */

const spec_game_enter_game = /** @type {(inputs: Game_Enter_GameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enter ${i?.name}`)
};

const am_game_enter_game = /** @type {(inputs: Game_Enter_GameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ወደ ${i?.name} ይግቡ`)
};

const en_game_enter_game = /** @type {(inputs: Game_Enter_GameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enter ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Enter {name}" |
*
* @param {Game_Enter_GameInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_enter_game = /** @type {((inputs: Game_Enter_GameInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Enter_GameInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_enter_game(inputs)
	if (locale === "en") return en_game_enter_game(inputs)
	return spec_game_enter_game(inputs)
});