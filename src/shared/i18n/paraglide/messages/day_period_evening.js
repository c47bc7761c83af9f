/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Day_Period_EveningInputs */

const spec_day_period_evening = /** @type {(inputs: Day_Period_EveningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`in the evening`)
};

const am_day_period_evening = /** @type {(inputs: Day_Period_EveningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ከምሽቱ`)
};

const en_day_period_evening = /** @type {(inputs: Day_Period_EveningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`in the evening`)
};

/**
* | output |
* | --- |
* | "in the evening" |
*
* @param {Day_Period_EveningInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const day_period_evening = /** @type {((inputs?: Day_Period_EveningInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Day_Period_EveningInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_day_period_evening(inputs)
	if (locale === "en") return en_day_period_evening(inputs)
	return spec_day_period_evening(inputs)
});