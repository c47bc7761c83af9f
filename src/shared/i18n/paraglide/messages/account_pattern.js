/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Account_PatternInputs */

const spec_account_pattern = /** @type {(inputs: Account_PatternInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pattern: ${i?.name}`)
};

const am_account_pattern = /** @type {(inputs: Account_PatternInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ቅርጽ: ${i?.name}`)
};

const en_account_pattern = /** @type {(inputs: Account_PatternInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pattern: ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Pattern: {name}" |
*
* @param {Account_PatternInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_pattern = /** @type {((inputs: Account_PatternInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_PatternInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_pattern(inputs)
	if (locale === "en") return en_account_pattern(inputs)
	return spec_account_pattern(inputs)
});