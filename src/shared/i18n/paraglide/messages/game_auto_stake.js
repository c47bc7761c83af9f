/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Game_Auto_StakeInputs */

const spec_game_auto_stake = /** @type {(inputs: Game_Auto_StakeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`መደብ ${i?.amount} ETB`)
};

const am_game_auto_stake = /** @type {(inputs: Game_Auto_StakeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`መደብ ${i?.amount} ብር`)
};

const en_game_auto_stake = /** @type {(inputs: Game_Auto_StakeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stake ${i?.amount} ETB`)
};

/**
* | output |
* | --- |
* | "Stake {amount} ETB" |
*
* @param {Game_Auto_StakeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_auto_stake = /** @type {((inputs: Game_Auto_StakeInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Auto_StakeInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_auto_stake(inputs)
	if (locale === "en") return en_game_auto_stake(inputs)
	return spec_game_auto_stake(inputs)
});