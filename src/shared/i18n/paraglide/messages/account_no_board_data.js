/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_No_Board_DataInputs */

const spec_account_no_board_data = /** @type {(inputs: Account_No_Board_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Board data not available.`)
};

const am_account_no_board_data = /** @type {(inputs: Account_No_Board_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የካርቴላ መረጃ አልተገኘም።`)
};

const en_account_no_board_data = /** @type {(inputs: Account_No_Board_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Board data not available.`)
};

/**
* | output |
* | --- |
* | "Board data not available." |
*
* @param {Account_No_Board_DataInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_no_board_data = /** @type {((inputs?: Account_No_Board_DataInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_No_Board_DataInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_no_board_data(inputs)
	if (locale === "en") return en_account_no_board_data(inputs)
	return spec_account_no_board_data(inputs)
});