/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Play_Auto_ClaimInputs */

const spec_play_auto_claim = /** @type {(inputs: Play_Auto_ClaimInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auto-claim`)
};

const am_play_auto_claim = /** @type {(inputs: Play_Auto_ClaimInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ራስ-ሰር ቢንጎ`)
};

const en_play_auto_claim = /** @type {(inputs: Play_Auto_ClaimInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auto-claim`)
};

/**
* | output |
* | --- |
* | "Auto-claim" |
*
* @param {Play_Auto_ClaimInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_auto_claim = /** @type {((inputs?: Play_Auto_ClaimInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Auto_ClaimInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_play_auto_claim(inputs)
	if (locale === "en") return en_play_auto_claim(inputs)
	return spec_play_auto_claim(inputs)
});