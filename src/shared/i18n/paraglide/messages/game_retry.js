/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_RetryInputs */

const spec_game_retry = /** @type {(inputs: Game_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retry`)
};

const am_game_retry = /** @type {(inputs: Game_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እንደገና ይሞክሩ`)
};

const en_game_retry = /** @type {(inputs: Game_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retry`)
};

/**
* | output |
* | --- |
* | "Retry" |
*
* @param {Game_RetryInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_retry = /** @type {((inputs?: Game_RetryInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_RetryInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_retry(inputs)
	if (locale === "en") return en_game_retry(inputs)
	return spec_game_retry(inputs)
});