/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_How_2Inputs */

const spec_account_how_2 = /** @type {(inputs: Account_How_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick 1 or 2 boards (cartela) that nobody else has taken, then press Start. Each board costs the stake.`)
};

const am_account_how_2 = /** @type {(inputs: Account_How_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ሌላ ሰው ያልያዘውን 1 ወይም 2 ካርቴላ ይምረጡ፣ ከዚያ ጀምርን ይጫኑ። እያንዳንዱ ካርቴላ የመደቡን ያህል ያስከፍላል።`)
};

const en_account_how_2 = /** @type {(inputs: Account_How_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick 1 or 2 boards that nobody else has taken, then press Start. Each board costs the stake.`)
};

/**
* | output |
* | --- |
* | "Pick 1 or 2 boards that nobody else has taken, then press Start. Each board costs the stake." |
*
* @param {Account_How_2Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_how_2 = /** @type {((inputs?: Account_How_2Inputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_How_2Inputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_how_2(inputs)
	if (locale === "en") return en_account_how_2(inputs)
	return spec_account_how_2(inputs)
});