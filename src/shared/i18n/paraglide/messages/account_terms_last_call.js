/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Terms_Last_CallInputs */

const spec_account_terms_last_call = /** @type {(inputs: Account_Terms_Last_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A win counts only when the last called number completes the pattern (otherwise it is a Bad Bingo).`)
};

const am_account_terms_last_call = /** @type {(inputs: Account_Terms_Last_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ማሸነፍ የሚቆጠረው የመጨረሻው የተጠራ ቁጥር ቅርጹን ሲያሟላ ብቻ ነው (አለበለዚያ የተሳሳተ ቢንጎ ነው)።`)
};

const en_account_terms_last_call = /** @type {(inputs: Account_Terms_Last_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A win counts only when the last called number completes the pattern (otherwise it is a Bad Bingo).`)
};

/**
* | output |
* | --- |
* | "A win counts only when the last called number completes the pattern (otherwise it is a Bad Bingo)." |
*
* @param {Account_Terms_Last_CallInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_last_call = /** @type {((inputs?: Account_Terms_Last_CallInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Terms_Last_CallInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_terms_last_call(inputs)
	if (locale === "en") return en_account_terms_last_call(inputs)
	return spec_account_terms_last_call(inputs)
});