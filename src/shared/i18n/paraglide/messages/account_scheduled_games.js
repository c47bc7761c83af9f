/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Scheduled_GamesInputs */

const spec_account_scheduled_games = /** @type {(inputs: Account_Scheduled_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scheduled games`)
};

const am_account_scheduled_games = /** @type {(inputs: Account_Scheduled_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የታቀዱ ጨዋታዎች`)
};

const en_account_scheduled_games = /** @type {(inputs: Account_Scheduled_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scheduled games`)
};

/**
* | output |
* | --- |
* | "Scheduled games" |
*
* @param {Account_Scheduled_GamesInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_scheduled_games = /** @type {((inputs?: Account_Scheduled_GamesInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Scheduled_GamesInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_scheduled_games(inputs)
	if (locale === "en") return en_account_scheduled_games(inputs)
	return spec_account_scheduled_games(inputs)
});