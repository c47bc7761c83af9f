/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Coming_SoonInputs */

const spec_account_coming_soon = /** @type {(inputs: Account_Coming_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coming Soon`)
};

const am_account_coming_soon = /** @type {(inputs: Account_Coming_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በቅርቡ ይመጣል`)
};

const en_account_coming_soon = /** @type {(inputs: Account_Coming_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coming soon`)
};

/**
* | output |
* | --- |
* | "Coming soon" |
*
* @param {Account_Coming_SoonInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_coming_soon = /** @type {((inputs?: Account_Coming_SoonInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Coming_SoonInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_coming_soon(inputs)
	if (locale === "en") return en_account_coming_soon(inputs)
	return spec_account_coming_soon(inputs)
});