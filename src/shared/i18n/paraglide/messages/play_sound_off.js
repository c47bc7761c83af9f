/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Play_Sound_OffInputs */

const spec_play_sound_off = /** @type {(inputs: Play_Sound_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sound off`)
};

const am_play_sound_off = /** @type {(inputs: Play_Sound_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ድምፅ ጠፍቷል`)
};

const en_play_sound_off = /** @type {(inputs: Play_Sound_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sound off`)
};

/**
* | output |
* | --- |
* | "Sound off" |
*
* @param {Play_Sound_OffInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_sound_off = /** @type {((inputs?: Play_Sound_OffInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Sound_OffInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_play_sound_off(inputs)
	if (locale === "en") return en_play_sound_off(inputs)
	return spec_play_sound_off(inputs)
});