/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Called_NumbersInputs */

const spec_game_called_numbers = /** @type {(inputs: Game_Called_NumbersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Called numbers`)
};

const am_game_called_numbers = /** @type {(inputs: Game_Called_NumbersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የተጠሩ ቁጥሮች`)
};

const en_game_called_numbers = /** @type {(inputs: Game_Called_NumbersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Called numbers`)
};

/**
* | output |
* | --- |
* | "Called numbers" |
*
* @param {Game_Called_NumbersInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_called_numbers = /** @type {((inputs?: Game_Called_NumbersInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Called_NumbersInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_called_numbers(inputs)
	if (locale === "en") return en_game_called_numbers(inputs)
	return spec_game_called_numbers(inputs)
});