/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Tell_Me_OnInputs */

const spec_game_tell_me_on = /** @type {(inputs: Game_Tell_Me_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The board picker opens by itself when it does.`)
};

const am_game_tell_me_on = /** @type {(inputs: Game_Tell_Me_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ሲከፈት የካርቴላ መምረጫው ራሱ ይከፈታል።`)
};

const en_game_tell_me_on = /** @type {(inputs: Game_Tell_Me_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The board picker opens by itself when it does.`)
};

/**
* | output |
* | --- |
* | "The board picker opens by itself when it does." |
*
* @param {Game_Tell_Me_OnInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_tell_me_on = /** @type {((inputs?: Game_Tell_Me_OnInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Tell_Me_OnInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_tell_me_on(inputs)
	if (locale === "en") return en_game_tell_me_on(inputs)
	return spec_game_tell_me_on(inputs)
});