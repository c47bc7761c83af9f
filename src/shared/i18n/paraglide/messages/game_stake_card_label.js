/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ stake: NonNullable<unknown> }} Game_Stake_Card_LabelInputs */

const spec_game_stake_card_label = /** @type {(inputs: Game_Stake_Card_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stake ${i?.stake} ETB`)
};

const am_game_stake_card_label = /** @type {(inputs: Game_Stake_Card_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`መደብ ${i?.stake} ብር`)
};

const en_game_stake_card_label = /** @type {(inputs: Game_Stake_Card_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stake ${i?.stake} ETB`)
};

/**
* | output |
* | --- |
* | "Stake {stake} ETB" |
*
* @param {Game_Stake_Card_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_stake_card_label = /** @type {((inputs: Game_Stake_Card_LabelInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Stake_Card_LabelInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_stake_card_label(inputs)
	if (locale === "en") return en_game_stake_card_label(inputs)
	return spec_game_stake_card_label(inputs)
});