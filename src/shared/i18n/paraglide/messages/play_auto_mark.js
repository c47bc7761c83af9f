/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Play_Auto_MarkInputs */

const spec_play_auto_mark = /** @type {(inputs: Play_Auto_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auto-mark`)
};

const am_play_auto_mark = /** @type {(inputs: Play_Auto_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ራስ-ሰር ምልክት`)
};

const en_play_auto_mark = /** @type {(inputs: Play_Auto_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auto-mark`)
};

/**
* | output |
* | --- |
* | "Auto-mark" |
*
* @param {Play_Auto_MarkInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_auto_mark = /** @type {((inputs?: Play_Auto_MarkInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Auto_MarkInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_play_auto_mark(inputs)
	if (locale === "en") return en_play_auto_mark(inputs)
	return spec_play_auto_mark(inputs)
});