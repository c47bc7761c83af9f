/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Play_Caller_One_To_GoInputs */

const spec_play_caller_one_to_go = /** @type {(inputs: Play_Caller_One_To_GoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.number}, 1 to go`)
};

const am_play_caller_one_to_go = /** @type {(inputs: Play_Caller_One_To_GoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.number}፣ 1 ቀረው`)
};

const en_play_caller_one_to_go = /** @type {(inputs: Play_Caller_One_To_GoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.number}, 1 to go`)
};

/**
* | output |
* | --- |
* | "{number}, 1 to go" |
*
* @param {Play_Caller_One_To_GoInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_caller_one_to_go = /** @type {((inputs: Play_Caller_One_To_GoInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Caller_One_To_GoInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_play_caller_one_to_go(inputs)
	if (locale === "en") return en_play_caller_one_to_go(inputs)
	return spec_play_caller_one_to_go(inputs)
});