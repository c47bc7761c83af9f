/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Game_Type_TitleInputs */

const spec_account_game_type_title = /** @type {(inputs: Account_Game_Type_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose how to play`)
};

const am_account_game_type_title = /** @type {(inputs: Account_Game_Type_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የጨዋታ ዓይነት ይምረጡ`)
};

const en_account_game_type_title = /** @type {(inputs: Account_Game_Type_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose how to play`)
};

/**
* | output |
* | --- |
* | "Choose how to play" |
*
* @param {Account_Game_Type_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_game_type_title = /** @type {((inputs?: Account_Game_Type_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Game_Type_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_game_type_title(inputs)
	if (locale === "en") return en_account_game_type_title(inputs)
	return spec_account_game_type_title(inputs)
});