/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Play_Caller_LatestInputs */

const spec_play_caller_latest = /** @type {(inputs: Play_Caller_LatestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.number}, called, latest`)
};

const am_play_caller_latest = /** @type {(inputs: Play_Caller_LatestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.number}፣ ተጠርቷል፣ የመጨረሻው`)
};

const en_play_caller_latest = /** @type {(inputs: Play_Caller_LatestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.number}, called, latest`)
};

/**
* | output |
* | --- |
* | "{number}, called, latest" |
*
* @param {Play_Caller_LatestInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_caller_latest = /** @type {((inputs: Play_Caller_LatestInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Caller_LatestInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_play_caller_latest(inputs)
	if (locale === "en") return en_play_caller_latest(inputs)
	return spec_play_caller_latest(inputs)
});