/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ stake: NonNullable<unknown> }} Game_Play_Stake_LabelInputs */

const spec_game_play_stake_label = /** @type {(inputs: Game_Play_Stake_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Play stake ${i?.stake} ETB`)
};

const am_game_play_stake_label = /** @type {(inputs: Game_Play_Stake_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`በ${i?.stake} ብር መደብ ይጫወቱ`)
};

const en_game_play_stake_label = /** @type {(inputs: Game_Play_Stake_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Play stake ${i?.stake} ETB`)
};

/**
* | output |
* | --- |
* | "Play stake {stake} ETB" |
*
* @param {Game_Play_Stake_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_play_stake_label = /** @type {((inputs: Game_Play_Stake_LabelInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Play_Stake_LabelInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_play_stake_label(inputs)
	if (locale === "en") return en_game_play_stake_label(inputs)
	return spec_game_play_stake_label(inputs)
});