/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Copy_LinkInputs */

const spec_account_copy_link = /** @type {(inputs: Account_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy invite link`)
};

const am_account_copy_link = /** @type {(inputs: Account_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የግብዣ ሊንኩን ይቅዱ`)
};

const en_account_copy_link = /** @type {(inputs: Account_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy invite link`)
};

/**
* | output |
* | --- |
* | "Copy invite link" |
*
* @param {Account_Copy_LinkInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_copy_link = /** @type {((inputs?: Account_Copy_LinkInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Copy_LinkInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_copy_link(inputs)
	if (locale === "en") return en_account_copy_link(inputs)
	return spec_account_copy_link(inputs)
});