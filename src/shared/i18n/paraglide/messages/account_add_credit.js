/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Add_CreditInputs */

const spec_account_add_credit = /** @type {(inputs: Account_Add_CreditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add Credit`)
};

const am_account_add_credit = /** @type {(inputs: Account_Add_CreditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ሂሳብ ይሙሉ`)
};

const en_account_add_credit = /** @type {(inputs: Account_Add_CreditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add Credit`)
};

/**
* | output |
* | --- |
* | "Add Credit" |
*
* @param {Account_Add_CreditInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_add_credit = /** @type {((inputs?: Account_Add_CreditInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Add_CreditInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_add_credit(inputs)
	if (locale === "en") return en_account_add_credit(inputs)
	return spec_account_add_credit(inputs)
});