/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Reset_ChangingInputs */

const spec_auth_reset_changing = /** @type {(inputs: Auth_Reset_ChangingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`changing password ...`)
};

const am_auth_reset_changing = /** @type {(inputs: Auth_Reset_ChangingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የይለፍ ቃል በመቀየር ላይ ...`)
};

const en_auth_reset_changing = /** @type {(inputs: Auth_Reset_ChangingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changing password...`)
};

/**
* | output |
* | --- |
* | "Changing password..." |
*
* @param {Auth_Reset_ChangingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_reset_changing = /** @type {((inputs?: Auth_Reset_ChangingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_ChangingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_auth_reset_changing(inputs)
	if (locale === "en") return en_auth_reset_changing(inputs)
	return spec_auth_reset_changing(inputs)
});