/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Play_Sound_OnInputs */

const spec_play_sound_on = /** @type {(inputs: Play_Sound_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sound on`)
};

const am_play_sound_on = /** @type {(inputs: Play_Sound_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ድምፅ በርቷል`)
};

const en_play_sound_on = /** @type {(inputs: Play_Sound_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sound on`)
};

/**
* | output |
* | --- |
* | "Sound on" |
*
* @param {Play_Sound_OnInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_sound_on = /** @type {((inputs?: Play_Sound_OnInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Sound_OnInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_play_sound_on(inputs)
	if (locale === "en") return en_play_sound_on(inputs)
	return spec_play_sound_on(inputs)
});