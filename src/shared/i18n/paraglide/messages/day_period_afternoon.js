/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Day_Period_AfternoonInputs */

const spec_day_period_afternoon = /** @type {(inputs: Day_Period_AfternoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`in the afternoon`)
};

const am_day_period_afternoon = /** @type {(inputs: Day_Period_AfternoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ከቀኑ`)
};

const en_day_period_afternoon = /** @type {(inputs: Day_Period_AfternoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`in the afternoon`)
};

/**
* | output |
* | --- |
* | "in the afternoon" |
*
* @param {Day_Period_AfternoonInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const day_period_afternoon = /** @type {((inputs?: Day_Period_AfternoonInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Day_Period_AfternoonInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_day_period_afternoon(inputs)
	if (locale === "en") return en_day_period_afternoon(inputs)
	return spec_day_period_afternoon(inputs)
});