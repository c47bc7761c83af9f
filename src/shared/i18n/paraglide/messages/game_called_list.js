/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ list: NonNullable<unknown> }} Game_Called_ListInputs */

const spec_game_called_list = /** @type {(inputs: Game_Called_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Called: ${i?.list}`)
};

const am_game_called_list = /** @type {(inputs: Game_Called_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`የተጠሩ: ${i?.list}`)
};

const en_game_called_list = /** @type {(inputs: Game_Called_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Called: ${i?.list}`)
};

/**
* | output |
* | --- |
* | "Called: {list}" |
*
* @param {Game_Called_ListInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_called_list = /** @type {((inputs: Game_Called_ListInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Called_ListInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_called_list(inputs)
	if (locale === "en") return en_game_called_list(inputs)
	return spec_game_called_list(inputs)
});