/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_How_3Inputs */

const spec_account_how_3 = /** @type {(inputs: Account_How_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When the countdown ends, numbers from 1 to 75 are called: B 1-15, I 16-30, N 31-45, G 46-60, O 61-75.`)
};

const am_account_how_3 = /** @type {(inputs: Account_How_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ቆጠራው ሲያልቅ ከ1 እስከ 75 ያሉ ቁጥሮች ይጠራሉ፦ ቢ 1-15፣ አይ 16-30፣ ኤን 31-45፣ ጂ 46-60፣ ኦ 61-75።`)
};

const en_account_how_3 = /** @type {(inputs: Account_How_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When the countdown ends, numbers from 1 to 75 are called: B 1-15, I 16-30, N 31-45, G 46-60, O 61-75.`)
};

/**
* | output |
* | --- |
* | "When the countdown ends, numbers from 1 to 75 are called: B 1-15, I 16-30, N 31-45, G 46-60, O 61-75." |
*
* @param {Account_How_3Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_how_3 = /** @type {((inputs?: Account_How_3Inputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_How_3Inputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_how_3(inputs)
	if (locale === "en") return en_account_how_3(inputs)
	return spec_account_how_3(inputs)
});