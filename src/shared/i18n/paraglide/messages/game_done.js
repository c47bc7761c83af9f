/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_DoneInputs */

const spec_game_done = /** @type {(inputs: Game_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Done`)
};

const am_game_done = /** @type {(inputs: Game_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ተጀምሯል`)
};

const en_game_done = /** @type {(inputs: Game_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Done`)
};

/**
* | output |
* | --- |
* | "Done" |
*
* @param {Game_DoneInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_done = /** @type {((inputs?: Game_DoneInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_DoneInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_done(inputs)
	if (locale === "en") return en_game_done(inputs)
	return spec_game_done(inputs)
});