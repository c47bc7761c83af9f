/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown> }} Account_Terms_ProcessingInputs */

const spec_account_terms_processing = /** @type {(inputs: Account_Terms_ProcessingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Withdrawals are processed within up to ${i?.hours} hours.`)
};

const am_account_terms_processing = /** @type {(inputs: Account_Terms_ProcessingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ወጪዎች እስከ ${i?.hours} ሰዓት ባለው ጊዜ ውስጥ ይፈጸማሉ።`)
};

const en_account_terms_processing = /** @type {(inputs: Account_Terms_ProcessingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Withdrawals are processed within ${i?.hours} hours.`)
};

/**
* | output |
* | --- |
* | "Withdrawals are processed within {hours} hours." |
*
* @param {Account_Terms_ProcessingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_processing = /** @type {((inputs: Account_Terms_ProcessingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Terms_ProcessingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_terms_processing(inputs)
	if (locale === "en") return en_account_terms_processing(inputs)
	return spec_account_terms_processing(inputs)
});