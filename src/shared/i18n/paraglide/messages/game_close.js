/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_CloseInputs */

const spec_game_close = /** @type {(inputs: Game_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close`)
};

const am_game_close = /** @type {(inputs: Game_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ዝጋ`)
};

const en_game_close = /** @type {(inputs: Game_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close`)
};

/**
* | output |
* | --- |
* | "Close" |
*
* @param {Game_CloseInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_close = /** @type {((inputs?: Game_CloseInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_CloseInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_close(inputs)
	if (locale === "en") return en_game_close(inputs)
	return spec_game_close(inputs)
});