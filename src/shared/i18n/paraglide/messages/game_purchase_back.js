/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Purchase_BackInputs */

const spec_game_purchase_back = /** @type {(inputs: Game_Purchase_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ይመለሱ`)
};

const am_game_purchase_back = /** @type {(inputs: Game_Purchase_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ይመለሱ`)
};

const en_game_purchase_back = /** @type {(inputs: Game_Purchase_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go back`)
};

/**
* | output |
* | --- |
* | "Go back" |
*
* @param {Game_Purchase_BackInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_purchase_back = /** @type {((inputs?: Game_Purchase_BackInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Purchase_BackInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_purchase_back(inputs)
	if (locale === "en") return en_game_purchase_back(inputs)
	return spec_game_purchase_back(inputs)
});