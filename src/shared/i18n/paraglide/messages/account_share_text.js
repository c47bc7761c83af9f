/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Share_TextInputs */

const spec_account_share_text = /** @type {(inputs: Account_Share_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join me on Cartela bingo!`)
};

const am_account_share_text = /** @type {(inputs: Account_Share_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በካርቴላ ቢንጎ አብረን እንጫወት!`)
};

const en_account_share_text = /** @type {(inputs: Account_Share_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join me on Cartela bingo!`)
};

/**
* | output |
* | --- |
* | "Join me on Cartela bingo!" |
*
* @param {Account_Share_TextInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_share_text = /** @type {((inputs?: Account_Share_TextInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Share_TextInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_share_text(inputs)
	if (locale === "en") return en_account_share_text(inputs)
	return spec_account_share_text(inputs)
});