/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Step3_AccountInputs */

const spec_auth_step3_account = /** @type {(inputs: Auth_Step3_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Step 3: your account`)
};

const am_auth_step3_account = /** @type {(inputs: Auth_Step3_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ደረጃ 3፦ መለያዎ`)
};

const en_auth_step3_account = /** @type {(inputs: Auth_Step3_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Step 3: your account`)
};

/**
* | output |
* | --- |
* | "Step 3: your account" |
*
* @param {Auth_Step3_AccountInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_step3_account = /** @type {((inputs?: Auth_Step3_AccountInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Step3_AccountInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_auth_step3_account(inputs)
	if (locale === "en") return en_auth_step3_account(inputs)
	return spec_auth_step3_account(inputs)
});