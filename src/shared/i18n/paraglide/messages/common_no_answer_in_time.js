/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_No_Answer_In_TimeInputs */

const spec_common_no_answer_in_time = /** @type {(inputs: Common_No_Answer_In_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server did not answer in time. Please check your connection.`)
};

const am_common_no_answer_in_time = /** @type {(inputs: Common_No_Answer_In_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ሰርቨሩ በጊዜው አልመለሰም። እባክዎ ግንኙነትዎን ያረጋግጡ።`)
};

const en_common_no_answer_in_time = /** @type {(inputs: Common_No_Answer_In_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server did not answer in time. Please check your connection.`)
};

/**
* | output |
* | --- |
* | "The server did not answer in time. Please check your connection." |
*
* @param {Common_No_Answer_In_TimeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_no_answer_in_time = /** @type {((inputs?: Common_No_Answer_In_TimeInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_No_Answer_In_TimeInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_common_no_answer_in_time(inputs)
	if (locale === "en") return en_common_no_answer_in_time(inputs)
	return spec_common_no_answer_in_time(inputs)
});