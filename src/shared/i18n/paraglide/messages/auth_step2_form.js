/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Step2_FormInputs */

const spec_auth_step2_form = /** @type {(inputs: Auth_Step2_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Step 2: the code`)
};

const am_auth_step2_form = /** @type {(inputs: Auth_Step2_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ደረጃ 2፦ ኮዱ`)
};

const en_auth_step2_form = /** @type {(inputs: Auth_Step2_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Step 2: the code`)
};

/**
* | output |
* | --- |
* | "Step 2: the code" |
*
* @param {Auth_Step2_FormInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_step2_form = /** @type {((inputs?: Auth_Step2_FormInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Step2_FormInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_auth_step2_form(inputs)
	if (locale === "en") return en_auth_step2_form(inputs)
	return spec_auth_step2_form(inputs)
});