/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Account_Won_With_BoardInputs */

const spec_account_won_with_board = /** @type {(inputs: Account_Won_With_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Won ${i?.amount} ETB with this board`)
};

const am_account_won_with_board = /** @type {(inputs: Account_Won_With_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`በዚህ ካርቴላ ${i?.amount} ብር አሸንፈዋል`)
};

const en_account_won_with_board = /** @type {(inputs: Account_Won_With_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Won ${i?.amount} ETB with this board`)
};

/**
* | output |
* | --- |
* | "Won {amount} ETB with this board" |
*
* @param {Account_Won_With_BoardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_won_with_board = /** @type {((inputs: Account_Won_With_BoardInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Won_With_BoardInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_won_with_board(inputs)
	if (locale === "en") return en_account_won_with_board(inputs)
	return spec_account_won_with_board(inputs)
});