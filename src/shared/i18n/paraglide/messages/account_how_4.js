/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_How_4Inputs */

const spec_account_how_4 = /** @type {(inputs: Account_How_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tap a number on your board after it is called to mark it. The centre cell is free.`)
};

const am_account_how_4 = /** @type {(inputs: Account_How_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ቁጥሩ ከተጠራ በኋላ በካርቴላዎ ላይ በመንካት ምልክት ያድርጉበት። መሃል ያለው ሳጥን ነጻ ነው።`)
};

const en_account_how_4 = /** @type {(inputs: Account_How_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tap a number on your board after it is called to mark it. The centre cell is free.`)
};

/**
* | output |
* | --- |
* | "Tap a number on your board after it is called to mark it. The centre cell is free." |
*
* @param {Account_How_4Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_how_4 = /** @type {((inputs?: Account_How_4Inputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_How_4Inputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_how_4(inputs)
	if (locale === "en") return en_account_how_4(inputs)
	return spec_account_how_4(inputs)
});