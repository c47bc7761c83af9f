/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_How_To_PlayInputs */

const spec_account_how_to_play = /** @type {(inputs: Account_How_To_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How to play`)
};

const am_account_how_to_play = /** @type {(inputs: Account_How_To_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እንዴት እንደሚጫወቱ`)
};

const en_account_how_to_play = /** @type {(inputs: Account_How_To_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How to play`)
};

/**
* | output |
* | --- |
* | "How to play" |
*
* @param {Account_How_To_PlayInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_how_to_play = /** @type {((inputs?: Account_How_To_PlayInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_How_To_PlayInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_how_to_play(inputs)
	if (locale === "en") return en_account_how_to_play(inputs)
	return spec_account_how_to_play(inputs)
});