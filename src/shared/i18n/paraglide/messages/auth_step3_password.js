/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Step3_PasswordInputs */

const spec_auth_step3_password = /** @type {(inputs: Auth_Step3_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Step 3: new password`)
};

const am_auth_step3_password = /** @type {(inputs: Auth_Step3_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ደረጃ 3፦ አዲስ የይለፍ ቃል`)
};

const en_auth_step3_password = /** @type {(inputs: Auth_Step3_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Step 3: new password`)
};

/**
* | output |
* | --- |
* | "Step 3: new password" |
*
* @param {Auth_Step3_PasswordInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_step3_password = /** @type {((inputs?: Auth_Step3_PasswordInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Step3_PasswordInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_auth_step3_password(inputs)
	if (locale === "en") return en_auth_step3_password(inputs)
	return spec_auth_step3_password(inputs)
});