/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ missing: NonNullable<unknown> }} Game_Missing_AmountInputs */

const spec_game_missing_amount = /** @type {(inputs: Game_Missing_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`በቂ ባላንስ አልተገኘም. ተጨማሪ ${i?.missing} ብር ያስገልግዎታል!`)
};

const am_game_missing_amount = /** @type {(inputs: Game_Missing_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`በቂ ባላንስ አልተገኘም. ተጨማሪ ${i?.missing} ብር ያስገልግዎታል!`)
};

const en_game_missing_amount = /** @type {(inputs: Game_Missing_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not enough balance. You need ${i?.missing} ETB more!`)
};

/**
* | output |
* | --- |
* | "Not enough balance. You need {missing} ETB more!" |
*
* @param {Game_Missing_AmountInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_missing_amount = /** @type {((inputs: Game_Missing_AmountInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Missing_AmountInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_missing_amount(inputs)
	if (locale === "en") return en_game_missing_amount(inputs)
	return spec_game_missing_amount(inputs)
});