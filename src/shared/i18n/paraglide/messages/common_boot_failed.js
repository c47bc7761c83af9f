/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Boot_FailedInputs */

const spec_common_boot_failed = /** @type {(inputs: Common_Boot_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cartela could not start. Check your connection and reload.`)
};

const am_common_boot_failed = /** @type {(inputs: Common_Boot_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ካርቴላ መጀመር አልቻለም። ግንኙነትዎን አረጋግጠው እንደገና ይጫኑ።`)
};

const en_common_boot_failed = /** @type {(inputs: Common_Boot_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cartela could not start. Check your connection and reload.`)
};

/**
* | output |
* | --- |
* | "Cartela could not start. Check your connection and reload." |
*
* @param {Common_Boot_FailedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_boot_failed = /** @type {((inputs?: Common_Boot_FailedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Boot_FailedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_common_boot_failed(inputs)
	if (locale === "en") return en_common_boot_failed(inputs)
	return spec_common_boot_failed(inputs)
});