/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ list: NonNullable<unknown> }} Game_Calls_MissingInputs */

const spec_game_calls_missing = /** @type {(inputs: Game_Calls_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not seen on this device: ${i?.list}`)
};

const am_game_calls_missing = /** @type {(inputs: Game_Calls_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`በዚህ መሣሪያ ላይ ያልታዩ: ${i?.list}`)
};

const en_game_calls_missing = /** @type {(inputs: Game_Calls_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not seen on this device: ${i?.list}`)
};

/**
* | output |
* | --- |
* | "Not seen on this device: {list}" |
*
* @param {Game_Calls_MissingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_calls_missing = /** @type {((inputs: Game_Calls_MissingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Calls_MissingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_calls_missing(inputs)
	if (locale === "en") return en_game_calls_missing(inputs)
	return spec_game_calls_missing(inputs)
});