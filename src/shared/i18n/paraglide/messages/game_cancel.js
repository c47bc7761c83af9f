/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_CancelInputs */

const spec_game_cancel = /** @type {(inputs: Game_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

const am_game_cancel = /** @type {(inputs: Game_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ይቅር`)
};

const en_game_cancel = /** @type {(inputs: Game_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Game_CancelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_cancel = /** @type {((inputs?: Game_CancelInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_CancelInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_cancel(inputs)
	if (locale === "en") return en_game_cancel(inputs)
	return spec_game_cancel(inputs)
});