/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Code_CopiedInputs */

const spec_account_code_copied = /** @type {(inputs: Account_Code_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referral code copied!`)
};

const am_account_code_copied = /** @type {(inputs: Account_Code_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የግብዣ ኮዱ ተቀድቷል!`)
};

const en_account_code_copied = /** @type {(inputs: Account_Code_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referral code copied!`)
};

/**
* | output |
* | --- |
* | "Referral code copied!" |
*
* @param {Account_Code_CopiedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_code_copied = /** @type {((inputs?: Account_Code_CopiedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Code_CopiedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_code_copied(inputs)
	if (locale === "en") return en_account_code_copied(inputs)
	return spec_account_code_copied(inputs)
});