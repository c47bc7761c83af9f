/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Game_You_WonInputs */

const spec_game_you_won = /** @type {(inputs: Game_You_WonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You won ${i?.amount} ETB!`)
};

const am_game_you_won = /** @type {(inputs: Game_You_WonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ብር አሸንፈዋል!`)
};

const en_game_you_won = /** @type {(inputs: Game_You_WonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You won ${i?.amount} ETB!`)
};

/**
* | output |
* | --- |
* | "You won {amount} ETB!" |
*
* @param {Game_You_WonInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_you_won = /** @type {((inputs: Game_You_WonInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_You_WonInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_you_won(inputs)
	if (locale === "en") return en_game_you_won(inputs)
	return spec_game_you_won(inputs)
});