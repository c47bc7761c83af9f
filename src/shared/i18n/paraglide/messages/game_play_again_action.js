/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Play_Again_ActionInputs */

const spec_game_play_again_action = /** @type {(inputs: Game_Play_Again_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እንደገና ይጫወቱ !`)
};

const am_game_play_again_action = /** @type {(inputs: Game_Play_Again_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እንደገና ይጫወቱ!`)
};

const en_game_play_again_action = /** @type {(inputs: Game_Play_Again_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Play again!`)
};

/**
* | output |
* | --- |
* | "Play again!" |
*
* @param {Game_Play_Again_ActionInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_play_again_action = /** @type {((inputs?: Game_Play_Again_ActionInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Play_Again_ActionInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_play_again_action(inputs)
	if (locale === "en") return en_game_play_again_action(inputs)
	return spec_game_play_again_action(inputs)
});