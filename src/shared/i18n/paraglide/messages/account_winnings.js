/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Account_WinningsInputs */

const spec_account_winnings = /** @type {(inputs: Account_WinningsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Winnings: ${i?.amount} ETB`)
};

const am_account_winnings = /** @type {(inputs: Account_WinningsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ያሸነፉት: ${i?.amount} ብር`)
};

const en_account_winnings = /** @type {(inputs: Account_WinningsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Winnings: ${i?.amount} ETB`)
};

/**
* | output |
* | --- |
* | "Winnings: {amount} ETB" |
*
* @param {Account_WinningsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_winnings = /** @type {((inputs: Account_WinningsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_WinningsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_winnings(inputs)
	if (locale === "en") return en_account_winnings(inputs)
	return spec_account_winnings(inputs)
});