/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Play_Boards_LabelInputs */

const spec_play_boards_label = /** @type {(inputs: Play_Boards_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boards`)
};

const am_play_boards_label = /** @type {(inputs: Play_Boards_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ካርቴላዎች`)
};

const en_play_boards_label = /** @type {(inputs: Play_Boards_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boards`)
};

/**
* | output |
* | --- |
* | "Boards" |
*
* @param {Play_Boards_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_boards_label = /** @type {((inputs?: Play_Boards_LabelInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Boards_LabelInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_play_boards_label(inputs)
	if (locale === "en") return en_play_boards_label(inputs)
	return spec_play_boards_label(inputs)
});