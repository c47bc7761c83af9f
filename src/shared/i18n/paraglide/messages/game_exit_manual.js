/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Exit_ManualInputs */

const spec_game_exit_manual = /** @type {(inputs: Game_Exit_ManualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Are you sure you want to leave? Your progress will be lost.`)
};

const am_game_exit_manual = /** @type {(inputs: Game_Exit_ManualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እርግጠኛ ነዎት መውጣት ይፈልጋሉ? የጨዋታዎ ሂደት ይጠፋል።`)
};

const en_game_exit_manual = /** @type {(inputs: Game_Exit_ManualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Are you sure you want to leave? Your progress will be lost.`)
};

/**
* | output |
* | --- |
* | "Are you sure you want to leave? Your progress will be lost." |
*
* @param {Game_Exit_ManualInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_exit_manual = /** @type {((inputs?: Game_Exit_ManualInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Exit_ManualInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_exit_manual(inputs)
	if (locale === "en") return en_game_exit_manual(inputs)
	return spec_game_exit_manual(inputs)
});