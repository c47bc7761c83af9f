/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Account_Called_CountInputs */

const spec_account_called_count = /** @type {(inputs: Account_Called_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Called numbers (${i?.count}):`)
};

const am_account_called_count = /** @type {(inputs: Account_Called_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`የተጠሩ ቁጥሮች (${i?.count}):`)
};

const en_account_called_count = /** @type {(inputs: Account_Called_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Called numbers (${i?.count}):`)
};

/**
* | output |
* | --- |
* | "Called numbers ({count}):" |
*
* @param {Account_Called_CountInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_called_count = /** @type {((inputs: Account_Called_CountInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Called_CountInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_called_count(inputs)
	if (locale === "en") return en_account_called_count(inputs)
	return spec_account_called_count(inputs)
});