/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Link_CopiedInputs */

const spec_account_link_copied = /** @type {(inputs: Account_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite link copied!`)
};

const am_account_link_copied = /** @type {(inputs: Account_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የግብዣ ሊንኩ ተቀድቷል!`)
};

const en_account_link_copied = /** @type {(inputs: Account_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite link copied!`)
};

/**
* | output |
* | --- |
* | "Invite link copied!" |
*
* @param {Account_Link_CopiedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_link_copied = /** @type {((inputs?: Account_Link_CopiedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Link_CopiedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_link_copied(inputs)
	if (locale === "en") return en_account_link_copied(inputs)
	return spec_account_link_copied(inputs)
});