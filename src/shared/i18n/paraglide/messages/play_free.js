/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Play_FreeInputs */

const spec_play_free = /** @type {(inputs: Play_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FREE`)
};

const am_play_free = /** @type {(inputs: Play_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ነጻ`)
};

const en_play_free = /** @type {(inputs: Play_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FREE`)
};

/**
* | output |
* | --- |
* | "FREE" |
*
* @param {Play_FreeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_free = /** @type {((inputs?: Play_FreeInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_FreeInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_play_free(inputs)
	if (locale === "en") return en_play_free(inputs)
	return spec_play_free(inputs)
});