/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Play_Enable_SoundInputs */

const spec_play_enable_sound = /** @type {(inputs: Play_Enable_SoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sound is off — tap to turn it on`)
};

const am_play_enable_sound = /** @type {(inputs: Play_Enable_SoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ድምፁ ጠፍቷል — ለማብራት ይንኩ`)
};

const en_play_enable_sound = /** @type {(inputs: Play_Enable_SoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sound is off — tap to turn it on`)
};

/**
* | output |
* | --- |
* | "Sound is off — tap to turn it on" |
*
* @param {Play_Enable_SoundInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_enable_sound = /** @type {((inputs?: Play_Enable_SoundInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Enable_SoundInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_play_enable_sound(inputs)
	if (locale === "en") return en_play_enable_sound(inputs)
	return spec_play_enable_sound(inputs)
});