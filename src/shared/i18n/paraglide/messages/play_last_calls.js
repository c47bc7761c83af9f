/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Play_Last_CallsInputs */

const spec_play_last_calls = /** @type {(inputs: Play_Last_CallsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last calls`)
};

const am_play_last_calls = /** @type {(inputs: Play_Last_CallsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የመጨረሻ ጥሪዎች`)
};

const en_play_last_calls = /** @type {(inputs: Play_Last_CallsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last calls`)
};

/**
* | output |
* | --- |
* | "Last calls" |
*
* @param {Play_Last_CallsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_last_calls = /** @type {((inputs?: Play_Last_CallsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Last_CallsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_play_last_calls(inputs)
	if (locale === "en") return en_play_last_calls(inputs)
	return spec_play_last_calls(inputs)
});