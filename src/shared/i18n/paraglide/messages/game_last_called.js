/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Last_CalledInputs */

const spec_game_last_called = /** @type {(inputs: Game_Last_CalledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last called numbers`)
};

const am_game_last_called = /** @type {(inputs: Game_Last_CalledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በቅርብ የተጠሩ ቁጥሮች`)
};

const en_game_last_called = /** @type {(inputs: Game_Last_CalledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last called numbers`)
};

/**
* | output |
* | --- |
* | "Last called numbers" |
*
* @param {Game_Last_CalledInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_last_called = /** @type {((inputs?: Game_Last_CalledInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Last_CalledInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_last_called(inputs)
	if (locale === "en") return en_game_last_called(inputs)
	return spec_game_last_called(inputs)
});