/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Copy_CodeInputs */

const spec_account_copy_code = /** @type {(inputs: Account_Copy_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy code`)
};

const am_account_copy_code = /** @type {(inputs: Account_Copy_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ኮዱን ይቅዱ`)
};

const en_account_copy_code = /** @type {(inputs: Account_Copy_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy code`)
};

/**
* | output |
* | --- |
* | "Copy code" |
*
* @param {Account_Copy_CodeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_copy_code = /** @type {((inputs?: Account_Copy_CodeInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Copy_CodeInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_copy_code(inputs)
	if (locale === "en") return en_account_copy_code(inputs)
	return spec_account_copy_code(inputs)
});