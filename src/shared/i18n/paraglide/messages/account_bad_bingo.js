/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Bad_BingoInputs */

const spec_account_bad_bingo = /** @type {(inputs: Account_Bad_BingoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bad Bingo`)
};

const am_account_bad_bingo = /** @type {(inputs: Account_Bad_BingoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የተሳሳተ ቢንጎ`)
};

const en_account_bad_bingo = /** @type {(inputs: Account_Bad_BingoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bad Bingo`)
};

/**
* | output |
* | --- |
* | "Bad Bingo" |
*
* @param {Account_Bad_BingoInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_bad_bingo = /** @type {((inputs?: Account_Bad_BingoInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Bad_BingoInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_bad_bingo(inputs)
	if (locale === "en") return en_account_bad_bingo(inputs)
	return spec_account_bad_bingo(inputs)
});