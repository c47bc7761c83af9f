/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Step1_FormInputs */

const spec_auth_step1_form = /** @type {(inputs: Auth_Step1_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Step 1: your phone`)
};

const am_auth_step1_form = /** @type {(inputs: Auth_Step1_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ደረጃ 1፦ ስልክዎ`)
};

const en_auth_step1_form = /** @type {(inputs: Auth_Step1_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Step 1: your phone`)
};

/**
* | output |
* | --- |
* | "Step 1: your phone" |
*
* @param {Auth_Step1_FormInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_step1_form = /** @type {((inputs?: Auth_Step1_FormInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Step1_FormInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_auth_step1_form(inputs)
	if (locale === "en") return en_auth_step1_form(inputs)
	return spec_auth_step1_form(inputs)
});