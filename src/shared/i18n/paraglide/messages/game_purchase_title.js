/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Purchase_TitleInputs */

const spec_game_purchase_title = /** @type {(inputs: Game_Purchase_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ካርቴላ ግዢ ፎርም`)
};

const am_game_purchase_title = /** @type {(inputs: Game_Purchase_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ካርቴላ ግዢ ፎርም`)
};

const en_game_purchase_title = /** @type {(inputs: Game_Purchase_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Board purchase`)
};

/**
* | output |
* | --- |
* | "Board purchase" |
*
* @param {Game_Purchase_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_purchase_title = /** @type {((inputs?: Game_Purchase_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Purchase_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_purchase_title(inputs)
	if (locale === "en") return en_game_purchase_title(inputs)
	return spec_game_purchase_title(inputs)
});