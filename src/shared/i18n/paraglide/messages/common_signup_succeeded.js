/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Signup_SucceededInputs */

const spec_common_signup_succeeded = /** @type {(inputs: Common_Signup_SucceededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`signup succeded please sign in!`)
};

const am_common_signup_succeeded = /** @type {(inputs: Common_Signup_SucceededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ምዝገባው ተሳክቷል፣ እባክዎ ይግቡ!`)
};

const en_common_signup_succeeded = /** @type {(inputs: Common_Signup_SucceededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-up succeeded, please log in!`)
};

/**
* | output |
* | --- |
* | "Sign-up succeeded, please log in!" |
*
* @param {Common_Signup_SucceededInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_signup_succeeded = /** @type {((inputs?: Common_Signup_SucceededInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Signup_SucceededInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_common_signup_succeeded(inputs)
	if (locale === "en") return en_common_signup_succeeded(inputs)
	return spec_common_signup_succeeded(inputs)
});