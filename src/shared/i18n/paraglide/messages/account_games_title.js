/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Games_TitleInputs */

const spec_account_games_title = /** @type {(inputs: Account_Games_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Game History`)
};

const am_account_games_title = /** @type {(inputs: Account_Games_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የጨዋታ ታሪክ`)
};

const en_account_games_title = /** @type {(inputs: Account_Games_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Game History`)
};

/**
* | output |
* | --- |
* | "Game History" |
*
* @param {Account_Games_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_games_title = /** @type {((inputs?: Account_Games_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Games_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_games_title(inputs)
	if (locale === "en") return en_account_games_title(inputs)
	return spec_account_games_title(inputs)
});