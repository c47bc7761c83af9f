/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Your_CodeInputs */

const spec_account_your_code = /** @type {(inputs: Account_Your_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your referral code`)
};

const am_account_your_code = /** @type {(inputs: Account_Your_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የእርስዎ የግብዣ ኮድ`)
};

const en_account_your_code = /** @type {(inputs: Account_Your_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your referral code`)
};

/**
* | output |
* | --- |
* | "Your referral code" |
*
* @param {Account_Your_CodeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_your_code = /** @type {((inputs?: Account_Your_CodeInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Your_CodeInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_your_code(inputs)
	if (locale === "en") return en_account_your_code(inputs)
	return spec_account_your_code(inputs)
});