/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Picker_StakeInputs */

const spec_game_picker_stake = /** @type {(inputs: Game_Picker_StakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stake:`)
};

const am_game_picker_stake = /** @type {(inputs: Game_Picker_StakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`መደብ:`)
};

const en_game_picker_stake = /** @type {(inputs: Game_Picker_StakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stake:`)
};

/**
* | output |
* | --- |
* | "Stake:" |
*
* @param {Game_Picker_StakeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_picker_stake = /** @type {((inputs?: Game_Picker_StakeInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Picker_StakeInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_picker_stake(inputs)
	if (locale === "en") return en_game_picker_stake(inputs)
	return spec_game_picker_stake(inputs)
});