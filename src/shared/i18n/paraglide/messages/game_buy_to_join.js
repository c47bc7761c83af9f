/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Buy_To_JoinInputs */

const spec_game_buy_to_join = /** @type {(inputs: Game_Buy_To_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ካርቴላ ገዝተው ይሄን ጨዋታ ይቀላቅሉ!`)
};

const am_game_buy_to_join = /** @type {(inputs: Game_Buy_To_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ካርቴላ ገዝተው ይሄን ጨዋታ ይቀላቅሉ!`)
};

const en_game_buy_to_join = /** @type {(inputs: Game_Buy_To_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buy boards to join this game!`)
};

/**
* | output |
* | --- |
* | "Buy boards to join this game!" |
*
* @param {Game_Buy_To_JoinInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_buy_to_join = /** @type {((inputs?: Game_Buy_To_JoinInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Buy_To_JoinInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_buy_to_join(inputs)
	if (locale === "en") return en_game_buy_to_join(inputs)
	return spec_game_buy_to_join(inputs)
});