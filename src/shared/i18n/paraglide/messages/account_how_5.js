/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_How_5Inputs */

const spec_account_how_5 = /** @type {(inputs: Account_How_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When your marked numbers complete the stake's pattern, press ቢንጎ! for that board.`)
};

const am_account_how_5 = /** @type {(inputs: Account_How_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ምልክት ያደረጉባቸው ቁጥሮች የመደቡን ቅርጽ ሲያሟሉ ለዚያ ካርቴላ ቢንጎ!ን ይጫኑ።`)
};

const en_account_how_5 = /** @type {(inputs: Account_How_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When your marked numbers complete the stake's pattern, press BINGO! for that board.`)
};

/**
* | output |
* | --- |
* | "When your marked numbers complete the stake's pattern, press BINGO! for that board." |
*
* @param {Account_How_5Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_how_5 = /** @type {((inputs?: Account_How_5Inputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_How_5Inputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_how_5(inputs)
	if (locale === "en") return en_account_how_5(inputs)
	return spec_account_how_5(inputs)
});