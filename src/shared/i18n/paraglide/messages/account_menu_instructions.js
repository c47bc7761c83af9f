/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Menu_InstructionsInputs */

const spec_account_menu_instructions = /** @type {(inputs: Account_Menu_InstructionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Game Instructions`)
};

const am_account_menu_instructions = /** @type {(inputs: Account_Menu_InstructionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የጨዋታ መመሪያ`)
};

const en_account_menu_instructions = /** @type {(inputs: Account_Menu_InstructionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Game Instructions`)
};

/**
* | output |
* | --- |
* | "Game Instructions" |
*
* @param {Account_Menu_InstructionsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_menu_instructions = /** @type {((inputs?: Account_Menu_InstructionsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Menu_InstructionsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_menu_instructions(inputs)
	if (locale === "en") return en_account_menu_instructions(inputs)
	return spec_account_menu_instructions(inputs)
});