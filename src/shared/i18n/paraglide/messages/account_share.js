/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_ShareInputs */

const spec_account_share = /** @type {(inputs: Account_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share`)
};

const am_account_share = /** @type {(inputs: Account_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ያጋሩ`)
};

const en_account_share = /** @type {(inputs: Account_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share`)
};

/**
* | output |
* | --- |
* | "Share" |
*
* @param {Account_ShareInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_share = /** @type {((inputs?: Account_ShareInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_ShareInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_share(inputs)
	if (locale === "en") return en_account_share(inputs)
	return spec_account_share(inputs)
});