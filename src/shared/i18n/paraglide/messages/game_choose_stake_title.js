/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Choose_Stake_TitleInputs */

const spec_game_choose_stake_title = /** @type {(inputs: Game_Choose_Stake_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose your stake`)
};

const am_game_choose_stake_title = /** @type {(inputs: Game_Choose_Stake_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`መደብዎን ይምረጡ`)
};

const en_game_choose_stake_title = /** @type {(inputs: Game_Choose_Stake_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose your stake`)
};

/**
* | output |
* | --- |
* | "Choose your stake" |
*
* @param {Game_Choose_Stake_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_choose_stake_title = /** @type {((inputs?: Game_Choose_Stake_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Choose_Stake_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_choose_stake_title(inputs)
	if (locale === "en") return en_game_choose_stake_title(inputs)
	return spec_game_choose_stake_title(inputs)
});