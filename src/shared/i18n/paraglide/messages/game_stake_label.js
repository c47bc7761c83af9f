/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Stake_LabelInputs */

const spec_game_stake_label = /** @type {(inputs: Game_Stake_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`መደብ:`)
};

const am_game_stake_label = /** @type {(inputs: Game_Stake_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`መደብ:`)
};

const en_game_stake_label = /** @type {(inputs: Game_Stake_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stake:`)
};

/**
* | output |
* | --- |
* | "Stake:" |
*
* @param {Game_Stake_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_stake_label = /** @type {((inputs?: Game_Stake_LabelInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Stake_LabelInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_stake_label(inputs)
	if (locale === "en") return en_game_stake_label(inputs)
	return spec_game_stake_label(inputs)
});