/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Bad_StartInputs */

const spec_common_bad_start = /** @type {(inputs: Common_Bad_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select 1-2 boards and set a valid bet amount.`)
};

const am_common_bad_start = /** @type {(inputs: Common_Bad_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እባክዎ 1-2 ካርቴላ ይምረጡና ትክክለኛ መደብ ያስገቡ።`)
};

const en_common_bad_start = /** @type {(inputs: Common_Bad_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select 1-2 boards and set a valid bet amount.`)
};

/**
* | output |
* | --- |
* | "Please select 1-2 boards and set a valid bet amount." |
*
* @param {Common_Bad_StartInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_bad_start = /** @type {((inputs?: Common_Bad_StartInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Bad_StartInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_common_bad_start(inputs)
	if (locale === "en") return en_common_bad_start(inputs)
	return spec_common_bad_start(inputs)
});