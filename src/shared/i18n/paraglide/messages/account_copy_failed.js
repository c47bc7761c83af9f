/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Copy_FailedInputs */

const spec_account_copy_failed = /** @type {(inputs: Account_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not copy. Please select the text and copy it.`)
};

const am_account_copy_failed = /** @type {(inputs: Account_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`መቅዳት አልተቻለም። እባክዎ ጽሑፉን መርጠው ይቅዱ።`)
};

const en_account_copy_failed = /** @type {(inputs: Account_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not copy. Please select the text and copy it.`)
};

/**
* | output |
* | --- |
* | "Could not copy. Please select the text and copy it." |
*
* @param {Account_Copy_FailedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_copy_failed = /** @type {((inputs?: Account_Copy_FailedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Copy_FailedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_copy_failed(inputs)
	if (locale === "en") return en_account_copy_failed(inputs)
	return spec_account_copy_failed(inputs)
});