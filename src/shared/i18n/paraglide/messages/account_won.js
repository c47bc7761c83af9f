/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_WonInputs */

const spec_account_won = /** @type {(inputs: Account_WonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Won`)
};

const am_account_won = /** @type {(inputs: Account_WonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`አሸንፈዋል`)
};

const en_account_won = /** @type {(inputs: Account_WonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Won`)
};

/**
* | output |
* | --- |
* | "Won" |
*
* @param {Account_WonInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_won = /** @type {((inputs?: Account_WonInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_WonInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_won(inputs)
	if (locale === "en") return en_account_won(inputs)
	return spec_account_won(inputs)
});