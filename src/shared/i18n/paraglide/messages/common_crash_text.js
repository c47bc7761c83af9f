/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Crash_TextInputs */

const spec_common_crash_text = /** @type {(inputs: Common_Crash_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Don't worry, these things happen. Let's get you back on track.`)
};

const am_common_crash_text = /** @type {(inputs: Common_Crash_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`አይጨነቁ፣ እንዲህ ያለ ነገር ያጋጥማል። ወደ ጨዋታው እንመልስዎ።`)
};

const en_common_crash_text = /** @type {(inputs: Common_Crash_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Don't worry, these things happen. Let's get you back on track.`)
};

/**
* | output |
* | --- |
* | "Don't worry, these things happen. Let's get you back on track." |
*
* @param {Common_Crash_TextInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_crash_text = /** @type {((inputs?: Common_Crash_TextInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Crash_TextInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_common_crash_text(inputs)
	if (locale === "en") return en_common_crash_text(inputs)
	return spec_common_crash_text(inputs)
});