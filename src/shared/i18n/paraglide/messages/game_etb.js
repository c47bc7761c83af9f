/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Game_EtbInputs */

const spec_game_etb = /** @type {(inputs: Game_EtbInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ETB`)
};

const am_game_etb = /** @type {(inputs: Game_EtbInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ብር`)
};

const en_game_etb = /** @type {(inputs: Game_EtbInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ETB`)
};

/**
* | output |
* | --- |
* | "{amount} ETB" |
*
* @param {Game_EtbInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_etb = /** @type {((inputs: Game_EtbInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_EtbInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_etb(inputs)
	if (locale === "en") return en_game_etb(inputs)
	return spec_game_etb(inputs)
});