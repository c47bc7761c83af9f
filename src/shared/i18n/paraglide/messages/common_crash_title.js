/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Crash_TitleInputs */

const spec_common_crash_title = /** @type {(inputs: Common_Crash_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oops! Something went wrong`)
};

const am_common_crash_title = /** @type {(inputs: Common_Crash_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ይቅርታ! የሆነ ችግር ተፈጥሯል`)
};

const en_common_crash_title = /** @type {(inputs: Common_Crash_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oops! Something went wrong`)
};

/**
* | output |
* | --- |
* | "Oops! Something went wrong" |
*
* @param {Common_Crash_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_crash_title = /** @type {((inputs?: Common_Crash_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Crash_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_common_crash_title(inputs)
	if (locale === "en") return en_common_crash_title(inputs)
	return spec_common_crash_title(inputs)
});