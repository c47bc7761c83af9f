/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Account_Pattern_GridInputs */

const spec_account_pattern_grid = /** @type {(inputs: Account_Pattern_GridInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} pattern`)
};

const am_account_pattern_grid = /** @type {(inputs: Account_Pattern_GridInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`የ${i?.name} ቅርጽ`)
};

const en_account_pattern_grid = /** @type {(inputs: Account_Pattern_GridInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} pattern`)
};

/**
* | output |
* | --- |
* | "{name} pattern" |
*
* @param {Account_Pattern_GridInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_pattern_grid = /** @type {((inputs: Account_Pattern_GridInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Pattern_GridInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_pattern_grid(inputs)
	if (locale === "en") return en_account_pattern_grid(inputs)
	return spec_account_pattern_grid(inputs)
});