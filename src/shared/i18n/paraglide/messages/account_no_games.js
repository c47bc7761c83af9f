/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_No_GamesInputs */

const spec_account_no_games = /** @type {(inputs: Account_No_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No games found for the selected date range.`)
};

const am_account_no_games = /** @type {(inputs: Account_No_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በተመረጠው ቀን ውስጥ ምንም ጨዋታ አልተገኘም።`)
};

const en_account_no_games = /** @type {(inputs: Account_No_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No games found for the selected date range.`)
};

/**
* | output |
* | --- |
* | "No games found for the selected date range." |
*
* @param {Account_No_GamesInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_no_games = /** @type {((inputs?: Account_No_GamesInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_No_GamesInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_no_games(inputs)
	if (locale === "en") return en_account_no_games(inputs)
	return spec_account_no_games(inputs)
});