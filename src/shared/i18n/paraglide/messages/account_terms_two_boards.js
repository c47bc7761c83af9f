/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Terms_Two_BoardsInputs */

const spec_account_terms_two_boards = /** @type {(inputs: Account_Terms_Two_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At most 2 boards per player per game.`)
};

const am_account_terms_two_boards = /** @type {(inputs: Account_Terms_Two_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`አንድ ተጫዋች በአንድ ጨዋታ ቢበዛ 2 ካርቴላ መያዝ ይችላል።`)
};

const en_account_terms_two_boards = /** @type {(inputs: Account_Terms_Two_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At most 2 boards per player per game.`)
};

/**
* | output |
* | --- |
* | "At most 2 boards per player per game." |
*
* @param {Account_Terms_Two_BoardsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_two_boards = /** @type {((inputs?: Account_Terms_Two_BoardsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Terms_Two_BoardsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_terms_two_boards(inputs)
	if (locale === "en") return en_account_terms_two_boards(inputs)
	return spec_account_terms_two_boards(inputs)
});