/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown> }} Common_Unexpected_Answer_StatusInputs */

const spec_common_unexpected_answer_status = /** @type {(inputs: Common_Unexpected_Answer_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unexpected answer from the server (${i?.status}).`)
};

const am_common_unexpected_answer_status = /** @type {(inputs: Common_Unexpected_Answer_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ከሰርቨሩ ያልተጠበቀ መልስ መጣ (${i?.status})።`)
};

const en_common_unexpected_answer_status = /** @type {(inputs: Common_Unexpected_Answer_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unexpected answer from the server (${i?.status}).`)
};

/**
* | output |
* | --- |
* | "Unexpected answer from the server ({status})." |
*
* @param {Common_Unexpected_Answer_StatusInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_unexpected_answer_status = /** @type {((inputs: Common_Unexpected_Answer_StatusInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Unexpected_Answer_StatusInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_common_unexpected_answer_status(inputs)
	if (locale === "en") return en_common_unexpected_answer_status(inputs)
	return spec_common_unexpected_answer_status(inputs)
});