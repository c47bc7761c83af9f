/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Purchase_OkInputs */

const spec_game_purchase_ok = /** @type {(inputs: Game_Purchase_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Purchase successful!`)
};

const am_game_purchase_ok = /** @type {(inputs: Game_Purchase_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ግዢው ተሳክቷል!`)
};

const en_game_purchase_ok = /** @type {(inputs: Game_Purchase_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Purchase successful!`)
};

/**
* | output |
* | --- |
* | "Purchase successful!" |
*
* @param {Game_Purchase_OkInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_purchase_ok = /** @type {((inputs?: Game_Purchase_OkInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Purchase_OkInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_purchase_ok(inputs)
	if (locale === "en") return en_game_purchase_ok(inputs)
	return spec_game_purchase_ok(inputs)
});