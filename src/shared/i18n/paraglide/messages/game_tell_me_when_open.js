/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Tell_Me_When_OpenInputs */

const spec_game_tell_me_when_open = /** @type {(inputs: Game_Tell_Me_When_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell me when it opens`)
};

const am_game_tell_me_when_open = /** @type {(inputs: Game_Tell_Me_When_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ሲከፈት ንገሩኝ`)
};

const en_game_tell_me_when_open = /** @type {(inputs: Game_Tell_Me_When_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell me when it opens`)
};

/**
* | output |
* | --- |
* | "Tell me when it opens" |
*
* @param {Game_Tell_Me_When_OpenInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_tell_me_when_open = /** @type {((inputs?: Game_Tell_Me_When_OpenInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Tell_Me_When_OpenInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_tell_me_when_open(inputs)
	if (locale === "en") return en_game_tell_me_when_open(inputs)
	return spec_game_tell_me_when_open(inputs)
});