/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ call: NonNullable<unknown> }} Play_Latest_CallInputs */

const spec_play_latest_call = /** @type {(inputs: Play_Latest_CallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Latest call ${i?.call}`)
};

const am_play_latest_call = /** @type {(inputs: Play_Latest_CallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`የመጨረሻው ጥሪ ${i?.call}`)
};

const en_play_latest_call = /** @type {(inputs: Play_Latest_CallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Latest call ${i?.call}`)
};

/**
* | output |
* | --- |
* | "Latest call {call}" |
*
* @param {Play_Latest_CallInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_latest_call = /** @type {((inputs: Play_Latest_CallInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Latest_CallInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_play_latest_call(inputs)
	if (locale === "en") return en_play_latest_call(inputs)
	return spec_play_latest_call(inputs)
});