/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Exit_AutoInputs */

const spec_game_exit_auto = /** @type {(inputs: Game_Exit_AutoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ተመልሰው ገብተው ማየት ይችላሉ!`)
};

const am_game_exit_auto = /** @type {(inputs: Game_Exit_AutoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ተመልሰው ገብተው ማየት ይችላሉ!`)
};

const en_game_exit_auto = /** @type {(inputs: Game_Exit_AutoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can come back in and watch!`)
};

/**
* | output |
* | --- |
* | "You can come back in and watch!" |
*
* @param {Game_Exit_AutoInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_exit_auto = /** @type {((inputs?: Game_Exit_AutoInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Exit_AutoInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_exit_auto(inputs)
	if (locale === "en") return en_game_exit_auto(inputs)
	return spec_game_exit_auto(inputs)
});