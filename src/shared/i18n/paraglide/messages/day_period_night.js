/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Day_Period_NightInputs */

const spec_day_period_night = /** @type {(inputs: Day_Period_NightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`at night`)
};

const am_day_period_night = /** @type {(inputs: Day_Period_NightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ከሌሊቱ`)
};

const en_day_period_night = /** @type {(inputs: Day_Period_NightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`at night`)
};

/**
* | output |
* | --- |
* | "at night" |
*
* @param {Day_Period_NightInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const day_period_night = /** @type {((inputs?: Day_Period_NightInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Day_Period_NightInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_day_period_night(inputs)
	if (locale === "en") return en_day_period_night(inputs)
	return spec_day_period_night(inputs)
});