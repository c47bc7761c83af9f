/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_You_Won_PlainInputs */

const spec_game_you_won_plain = /** @type {(inputs: Game_You_Won_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You won!`)
};

const am_game_you_won_plain = /** @type {(inputs: Game_You_Won_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`አሸንፈዋል!`)
};

const en_game_you_won_plain = /** @type {(inputs: Game_You_Won_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You won!`)
};

/**
* | output |
* | --- |
* | "You won!" |
*
* @param {Game_You_Won_PlainInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_you_won_plain = /** @type {((inputs?: Game_You_Won_PlainInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_You_Won_PlainInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_you_won_plain(inputs)
	if (locale === "en") return en_game_you_won_plain(inputs)
	return spec_game_you_won_plain(inputs)
});