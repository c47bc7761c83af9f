/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Share_LinkInputs */

const spec_account_share_link = /** @type {(inputs: Account_Share_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share link:`)
};

const am_account_share_link = /** @type {(inputs: Account_Share_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የማጋሪያ ሊንክ:`)
};

const en_account_share_link = /** @type {(inputs: Account_Share_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share link:`)
};

/**
* | output |
* | --- |
* | "Share link:" |
*
* @param {Account_Share_LinkInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_share_link = /** @type {((inputs?: Account_Share_LinkInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Share_LinkInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_share_link(inputs)
	if (locale === "en") return en_account_share_link(inputs)
	return spec_account_share_link(inputs)
});