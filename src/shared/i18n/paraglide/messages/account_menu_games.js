/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Menu_GamesInputs */

const spec_account_menu_games = /** @type {(inputs: Account_Menu_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Game History`)
};

const am_account_menu_games = /** @type {(inputs: Account_Menu_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የጨዋታ ታሪክ`)
};

const en_account_menu_games = /** @type {(inputs: Account_Menu_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Game History`)
};

/**
* | output |
* | --- |
* | "Game History" |
*
* @param {Account_Menu_GamesInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_menu_games = /** @type {((inputs?: Account_Menu_GamesInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Menu_GamesInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_menu_games(inputs)
	if (locale === "en") return en_account_menu_games(inputs)
	return spec_account_menu_games(inputs)
});