/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Account_Board_No_DataInputs */

const spec_account_board_no_data = /** @type {(inputs: Account_Board_No_DataInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Board ${i?.id}: Board data not available.`)
};

const am_account_board_no_data = /** @type {(inputs: Account_Board_No_DataInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ካርቴላ ${i?.id}: የካርቴላ መረጃ አልተገኘም።`)
};

const en_account_board_no_data = /** @type {(inputs: Account_Board_No_DataInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Board ${i?.id}: Board data not available.`)
};

/**
* | output |
* | --- |
* | "Board {id}: Board data not available." |
*
* @param {Account_Board_No_DataInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_board_no_data = /** @type {((inputs: Account_Board_No_DataInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Board_No_DataInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_board_no_data(inputs)
	if (locale === "en") return en_account_board_no_data(inputs)
	return spec_account_board_no_data(inputs)
});