/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Purchase_FailedInputs */

const spec_game_purchase_failed = /** @type {(inputs: Game_Purchase_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Purchase failed.`)
};

const am_game_purchase_failed = /** @type {(inputs: Game_Purchase_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ግዢው አልተሳካም።`)
};

const en_game_purchase_failed = /** @type {(inputs: Game_Purchase_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Purchase failed.`)
};

/**
* | output |
* | --- |
* | "Purchase failed." |
*
* @param {Game_Purchase_FailedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_purchase_failed = /** @type {((inputs?: Game_Purchase_FailedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Purchase_FailedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_purchase_failed(inputs)
	if (locale === "en") return en_game_purchase_failed(inputs)
	return spec_game_purchase_failed(inputs)
});