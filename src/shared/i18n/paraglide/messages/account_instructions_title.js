/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Instructions_TitleInputs */

const spec_account_instructions_title = /** @type {(inputs: Account_Instructions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Game Instructions`)
};

const am_account_instructions_title = /** @type {(inputs: Account_Instructions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የጨዋታ መመሪያ`)
};

const en_account_instructions_title = /** @type {(inputs: Account_Instructions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Game Instructions`)
};

/**
* | output |
* | --- |
* | "Game Instructions" |
*
* @param {Account_Instructions_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_instructions_title = /** @type {((inputs?: Account_Instructions_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Instructions_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_instructions_title(inputs)
	if (locale === "en") return en_account_instructions_title(inputs)
	return spec_account_instructions_title(inputs)
});