/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ step: NonNullable<unknown> }} Auth_StepInputs */

const spec_auth_step = /** @type {(inputs: Auth_StepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Step ${i?.step} of 3`)
};

const am_auth_step = /** @type {(inputs: Auth_StepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ደረጃ ${i?.step} ከ3`)
};

const en_auth_step = /** @type {(inputs: Auth_StepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Step ${i?.step} of 3`)
};

/**
* | output |
* | --- |
* | "Step {step} of 3" |
*
* @param {Auth_StepInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_step = /** @type {((inputs: Auth_StepInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_StepInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_auth_step(inputs)
	if (locale === "en") return en_auth_step(inputs)
	return spec_auth_step(inputs)
});