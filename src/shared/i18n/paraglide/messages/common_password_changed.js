/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Password_ChangedInputs */

const spec_common_password_changed = /** @type {(inputs: Common_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`password successfully changed. please login again`)
};

const am_common_password_changed = /** @type {(inputs: Common_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የይለፍ ቃሉ በተሳካ ሁኔታ ተቀይሯል። እባክዎ እንደገና ይግቡ`)
};

const en_common_password_changed = /** @type {(inputs: Common_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password changed. Please log in again.`)
};

/**
* | output |
* | --- |
* | "Password changed. Please log in again." |
*
* @param {Common_Password_ChangedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_password_changed = /** @type {((inputs?: Common_Password_ChangedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Password_ChangedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_common_password_changed(inputs)
	if (locale === "en") return en_common_password_changed(inputs)
	return spec_common_password_changed(inputs)
});