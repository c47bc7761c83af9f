/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Unexpected_AnswerInputs */

const spec_common_unexpected_answer = /** @type {(inputs: Common_Unexpected_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unexpected answer from the server. Please try again.`)
};

const am_common_unexpected_answer = /** @type {(inputs: Common_Unexpected_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ከሰርቨሩ ያልተጠበቀ መልስ መጣ። እባክዎ እንደገና ይሞክሩ።`)
};

const en_common_unexpected_answer = /** @type {(inputs: Common_Unexpected_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unexpected answer from the server. Please try again.`)
};

/**
* | output |
* | --- |
* | "Unexpected answer from the server. Please try again." |
*
* @param {Common_Unexpected_AnswerInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_unexpected_answer = /** @type {((inputs?: Common_Unexpected_AnswerInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Unexpected_AnswerInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_common_unexpected_answer(inputs)
	if (locale === "en") return en_common_unexpected_answer(inputs)
	return spec_common_unexpected_answer(inputs)
});