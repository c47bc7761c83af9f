/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Day_Period_MorningInputs */

const spec_day_period_morning = /** @type {(inputs: Day_Period_MorningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`in the morning`)
};

const am_day_period_morning = /** @type {(inputs: Day_Period_MorningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ከጠዋቱ`)
};

const en_day_period_morning = /** @type {(inputs: Day_Period_MorningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`in the morning`)
};

/**
* | output |
* | --- |
* | "in the morning" |
*
* @param {Day_Period_MorningInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const day_period_morning = /** @type {((inputs?: Day_Period_MorningInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Day_Period_MorningInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_day_period_morning(inputs)
	if (locale === "en") return en_day_period_morning(inputs)
	return spec_day_period_morning(inputs)
});