/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ stake: NonNullable<unknown> }} Game_Tell_Me_Stake_LabelInputs */

const spec_game_tell_me_stake_label = /** @type {(inputs: Game_Tell_Me_Stake_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tell me when stake ${i?.stake} ETB opens`)
};

const am_game_tell_me_stake_label = /** @type {(inputs: Game_Tell_Me_Stake_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`የ${i?.stake} ብር መደብ ሲከፈት ንገሩኝ`)
};

const en_game_tell_me_stake_label = /** @type {(inputs: Game_Tell_Me_Stake_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tell me when stake ${i?.stake} ETB opens`)
};

/**
* | output |
* | --- |
* | "Tell me when stake {stake} ETB opens" |
*
* @param {Game_Tell_Me_Stake_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_tell_me_stake_label = /** @type {((inputs: Game_Tell_Me_Stake_LabelInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Tell_Me_Stake_LabelInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_tell_me_stake_label(inputs)
	if (locale === "en") return en_game_tell_me_stake_label(inputs)
	return spec_game_tell_me_stake_label(inputs)
});