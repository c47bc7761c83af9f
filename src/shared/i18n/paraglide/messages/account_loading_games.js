/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Loading_GamesInputs */

const spec_account_loading_games = /** @type {(inputs: Account_Loading_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading games...`)
};

const am_account_loading_games = /** @type {(inputs: Account_Loading_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ጨዋታዎች እየመጡ ነው...`)
};

const en_account_loading_games = /** @type {(inputs: Account_Loading_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading games...`)
};

/**
* | output |
* | --- |
* | "Loading games..." |
*
* @param {Account_Loading_GamesInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_loading_games = /** @type {((inputs?: Account_Loading_GamesInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Loading_GamesInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_loading_games(inputs)
	if (locale === "en") return en_account_loading_games(inputs)
	return spec_account_loading_games(inputs)
});