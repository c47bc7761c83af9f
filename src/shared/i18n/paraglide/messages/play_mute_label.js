/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ state: NonNullable<unknown> }} Play_Mute_LabelInputs */

const spec_play_mute_label = /** @type {(inputs: Play_Mute_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mute call sounds, ${i?.state}`)
};

const am_play_mute_label = /** @type {(inputs: Play_Mute_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`የጥሪ ድምፅ ያጥፉ፣ ${i?.state}`)
};

const en_play_mute_label = /** @type {(inputs: Play_Mute_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mute call sounds, ${i?.state}`)
};

/**
* | output |
* | --- |
* | "Mute call sounds, {state}" |
*
* @param {Play_Mute_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_mute_label = /** @type {((inputs: Play_Mute_LabelInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Mute_LabelInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_play_mute_label(inputs)
	if (locale === "en") return en_play_mute_label(inputs)
	return spec_play_mute_label(inputs)
});