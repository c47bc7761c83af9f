/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ list: NonNullable<unknown> }} Game_Calls_ExtraInputs */

const spec_game_calls_extra = /** @type {(inputs: Game_Calls_ExtraInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not in the official list: ${i?.list}`)
};

const am_game_calls_extra = /** @type {(inputs: Game_Calls_ExtraInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`በይፋዊው ዝርዝር ውስጥ የሌሉ: ${i?.list}`)
};

const en_game_calls_extra = /** @type {(inputs: Game_Calls_ExtraInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not in the official list: ${i?.list}`)
};

/**
* | output |
* | --- |
* | "Not in the official list: {list}" |
*
* @param {Game_Calls_ExtraInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_calls_extra = /** @type {((inputs: Game_Calls_ExtraInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Calls_ExtraInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_calls_extra(inputs)
	if (locale === "en") return en_game_calls_extra(inputs)
	return spec_game_calls_extra(inputs)
});